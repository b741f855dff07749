/** Index just past the JSON string that starts at `start` (a quote), escapes included. */
const endOfString = (text: string, start: number): number => {
  for (let at = start + 1; at < text.length; at += 1) {
    if (text[at] === '\\') at += 1;
    else if (text[at] === '"') return at + 1;
  }
  throw new SyntaxError('unterminated string');
};

/** Index just past the JSON value that starts at `start` (the text is already known to be valid JSON). */
const endOfValue = (text: string, start: number): number => {
  if (text[start] === '"') return endOfString(text, start);
  if (text[start] !== '{' && text[start] !== '[') {
    let at = start;
    while (at < text.length && !/[\s,}\]]/.test(text[at] ?? '')) at += 1;
    return at;
  }
  let depth = 0;
  for (let at = start; at < text.length; at += 1) {
    const char = text[at];
    if (char === '"') at = endOfString(text, at) - 1;
    else if (char === '{' || char === '[') depth += 1;
    else if (char === '}' || char === ']') {
      depth -= 1;
      if (depth === 0) return at + 1;
    }
  }
  throw new SyntaxError('unterminated value');
};

const skipSpace = (text: string, start: number): number => {
  let at = start;
  while (/\s/.test(text[at] ?? '')) at += 1;
  return at;
};

/**
 * The exact text of a top-level member's value in a JSON object, as it was sent: PayPal checks
 * a webhook's signature over the bytes of `webhook_event`, so they must not be parsed and
 * written again. Null when the text is not a JSON object or has no such member.
 */
export const readRawJsonMember = (text: string, key: string): string | null => {
  try {
    JSON.parse(text);
  } catch {
    return null;
  }
  let at = skipSpace(text, 0);
  if (text[at] !== '{') return null;
  at = skipSpace(text, at + 1);
  while (text[at] === '"') {
    const keyEnd = endOfString(text, at);
    const name = JSON.parse(text.slice(at, keyEnd)) as string;
    const valueStart = skipSpace(text, skipSpace(text, keyEnd) + 1);
    const valueEnd = endOfValue(text, valueStart);
    if (name === key) return text.slice(valueStart, valueEnd);
    at = skipSpace(text, valueEnd);
    if (text[at] === ',') at = skipSpace(text, at + 1);
  }
  return null;
};
