import { someTextDeep } from './storable-text';

const TAB = 0x09;
const LINE_FEED = 0x0a;
const CARRIAGE_RETURN = 0x0d;

/** C0 controls (NUL to U+001F), DEL and the C1 controls (U+0080 to U+009F). */
const isControl = (code: number): boolean => code <= 0x1f || (code >= 0x7f && code <= 0x9f);

const isLineBreakOrTab = (code: number): boolean =>
  code === TAB || code === LINE_FEED || code === CARRIAGE_RETURN;

/**
 * Whether a text holds a character no one types into a form: NUL (which PostgreSQL cannot store
 * in text at all) and every other control character. Multi-line texts may hold line breaks and tabs.
 */
export const hasControlCharacters = (text: string, options: { allowLineBreaks: boolean }): boolean => {
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (isControl(code) && !(options.allowLineBreaks && isLineBreakOrTab(code))) return true;
  }
  return false;
};

/**
 * The same check over every text inside a JSON value, keys included (line breaks and tabs
 * allowed), without recursion.
 */
export const hasControlCharactersDeep = (value: unknown): boolean =>
  someTextDeep(value, (text) => hasControlCharacters(text, { allowLineBreaks: true }));
