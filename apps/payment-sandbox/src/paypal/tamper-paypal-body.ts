/**
 * Changes one byte after signing, the way an attacker would: the first digit of the first
 * amount (`"value": "1500.00"`), so the body still parses and only the verification can catch it.
 */
export const tamperPayPalBody = (body: string): string => {
  const match = /"value":\s*"(\d)/.exec(body);
  if (match?.[1] === undefined) return `${body.slice(0, -1)} }`;
  const at = match.index + match[0].length - 1;
  const changed = match[1] === '9' ? '1' : String(Number(match[1]) + 1);
  return `${body.slice(0, at)}${changed}${body.slice(at + 1)}`;
};
