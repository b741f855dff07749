import { describe, expect, it } from 'vitest';
import { hasLoneSurrogate, hasLoneSurrogateDeep } from './storable-text';

describe('hasLoneSurrogate', () => {
  it.each([
    ['a high surrogate alone', 'a\ud800b'],
    ['a high surrogate at the end', 'abc\ud83d'],
    ['a low surrogate alone', 'a\udc00b'],
    ['a low surrogate before its high half', '\udc00\ud800'],
    ['two high surrogates', '\ud83d\ud83d'],
  ])('finds %s', (_name, text) => {
    expect(hasLoneSurrogate(text)).toBe(true);
  });

  it.each([
    ['an empty text', ''],
    ['Thai', 'สวัสดีครับ'],
    ['emoji made of pairs', 'ok 👍🏽 🇹🇭'],
    ['a character outside the BMP at the end', 'math 𝔸'],
    ['the replacement character', 'a\ufffdb'],
  ])('lets %s through', (_name, text) => {
    expect(hasLoneSurrogate(text)).toBe(false);
  });
});

describe('hasLoneSurrogateDeep', () => {
  it.each([
    ['a text', 'a\ud800'],
    ['an array item', ['ok', ['a\udfff']]],
    ['an object value', { school: { name: 'a\ud800' } }],
    ['an object key', { 'a\ud800': 1 }],
  ])('finds one in %s', (_name, value) => {
    expect(hasLoneSurrogateDeep(value)).toBe(true);
  });

  it.each([
    ['null', null],
    ['a number', 12],
    ['nested texts with emoji', [{ school: 'A 👍', years: [2020, 2024], done: true }]],
  ])('lets %s through', (_name, value) => {
    expect(hasLoneSurrogateDeep(value)).toBe(false);
  });
});
