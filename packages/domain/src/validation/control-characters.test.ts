import { describe, expect, it } from 'vitest';
import { hasControlCharacters, hasControlCharactersDeep } from './control-characters';

describe('hasControlCharacters', () => {
  it.each([
    ['NUL', 'a\u0000b'],
    ['a bell', 'a\u0007b'],
    ['an escape', '\u001b[31m'],
    ['DEL', 'a\u007fb'],
    ['a C1 control', 'a\u0085b'],
    ['a line feed', 'a\nb'],
    ['a tab', 'a\tb'],
    ['a carriage return', 'a\rb'],
  ])('finds %s in a one-line text', (_name, text) => {
    expect(hasControlCharacters(text, { allowLineBreaks: false })).toBe(true);
  });

  it.each([
    ['NUL', 'a\u0000b'],
    ['a vertical tab', 'a\u000bb'],
    ['a form feed', 'a\u000cb'],
    ['DEL', 'a\u007fb'],
  ])('finds %s in a multi-line text', (_name, text) => {
    expect(hasControlCharacters(text, { allowLineBreaks: true })).toBe(true);
  });

  it.each([
    ['an empty text', ''],
    ['Thai', 'สวัสดีครับ'],
    ['emoji and accents', 'café 👍'],
    ['line breaks and tabs', 'line 1\r\nline 2\tend'],
    ['a non-breaking space', 'a\u00a0b'],
  ])('lets %s through a multi-line text', (_name, text) => {
    expect(hasControlCharacters(text, { allowLineBreaks: true })).toBe(false);
  });
});

describe('hasControlCharactersDeep', () => {
  it.each([
    ['a text', 'a\u0000'],
    ['an array item', ['ok', ['a\u0000']]],
    ['an object value', { school: { name: 'a\u0000' } }],
    ['an object key', { 'a\u0000': 1 }],
  ])('finds NUL in %s', (_name, value) => {
    expect(hasControlCharactersDeep(value)).toBe(true);
  });

  it.each([
    ['null', null],
    ['a number', 12],
    ['nested texts with line breaks', [{ school: 'A\nB', years: [2020, 2024], done: true }]],
  ])('lets %s through', (_name, value) => {
    expect(hasControlCharactersDeep(value)).toBe(false);
  });

  it('walks a deeply nested value without exhausting the stack', () => {
    let value: unknown = 'a\u0000';
    for (let depth = 0; depth < 100_000; depth += 1) value = [value];
    expect(hasControlCharactersDeep(value)).toBe(true);
  });
});
