type Nested = Record<string, unknown>;

const isNested = (value: unknown): value is Nested =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const pathOf = (key: string): string[] => {
  const match = /^([^[\]]+)((?:\[[^[\]]*\])+)$/.exec(key);
  if (!match?.[1] || !match[2]) return [key];
  return [match[1], ...[...match[2].matchAll(/\[([^[\]]*)\]/g)].map((part) => part[1] ?? '')];
};

/**
 * Form bodies name nested fields with brackets (`card[number]`, `metadata[order_id]`), as Rails
 * and the providers' own docs do; this turns them into the nested object a JSON body would carry.
 * Keys without brackets, and JSON bodies, pass through unchanged.
 */
export const expandBracketKeys = (body: unknown): Nested => {
  if (!isNested(body)) return {};
  const result: Nested = {};
  for (const [key, value] of Object.entries(body)) {
    const path = pathOf(key);
    let target = result;
    for (const segment of path.slice(0, -1)) {
      const next = target[segment];
      target = isNested(next) ? next : (target[segment] = {});
    }
    target[path.at(-1) ?? key] = value;
  }
  return result;
};
