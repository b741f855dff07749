const HIGH_FIRST = 0xd800;
const HIGH_LAST = 0xdbff;
const LOW_FIRST = 0xdc00;
const LOW_LAST = 0xdfff;

const isHigh = (code: number): boolean => code >= HIGH_FIRST && code <= HIGH_LAST;
const isLow = (code: number): boolean => code >= LOW_FIRST && code <= LOW_LAST;

/**
 * Whether a text holds half of a UTF-16 surrogate pair without its other half. A JSON body can
 * carry one (`"\ud800"`), but it is not a character: UTF-8 cannot encode it, so PostgreSQL's
 * jsonb refuses it (a 500 after the request was accepted) and a text column gets U+FFFD instead.
 */
export const hasLoneSurrogate = (text: string): boolean => {
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (isLow(code)) return true;
    if (isHigh(code)) {
      if (!isLow(text.charCodeAt(index + 1))) return true;
      index += 1;
    }
  }
  return false;
};

/**
 * Whether any text inside a JSON value, keys included, passes `test`. It walks without
 * recursion, so a deeply nested body cannot exhaust the stack.
 */
export const someTextDeep = (value: unknown, test: (text: string) => boolean): boolean => {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const item = pending.pop();
    if (typeof item === 'string') {
      if (test(item)) return true;
    } else if (Array.isArray(item)) {
      for (const child of item as unknown[]) pending.push(child);
    } else if (typeof item === 'object' && item !== null) {
      for (const [key, child] of Object.entries(item)) pending.push(key, child);
    }
  }
  return false;
};

/** The same check as `hasLoneSurrogate` over every text inside a JSON value, keys included. */
export const hasLoneSurrogateDeep = (value: unknown): boolean => someTextDeep(value, hasLoneSurrogate);
