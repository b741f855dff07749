import { describe, expect, it } from 'vitest';
import { hasLanguageCookie, readerLanguageOf, readerLanguageOfCookies } from './reader-language';

describe('the reader language', () => {
  it('is English only when the reader chose English', () => {
    expect(readerLanguageOf('en')).toBe('en');
    expect(readerLanguageOf('th')).toBe('th');
    expect(readerLanguageOf('fr')).toBe('th');
    expect(readerLanguageOf(null)).toBe('th');
  });

  it('is read from the lang cookie among others', () => {
    expect(readerLanguageOfCookies('sid=abc; lang=en; x=1')).toBe('en');
    expect(readerLanguageOfCookies('lang=th')).toBe('th');
    expect(readerLanguageOfCookies('flang=en')).toBe('th');
    expect(readerLanguageOfCookies(undefined)).toBe('th');
  });

  it('tells whether a choice was made', () => {
    expect(hasLanguageCookie('a=1; lang=en')).toBe(true);
    expect(hasLanguageCookie('a=1; slang=en')).toBe(false);
  });
});
