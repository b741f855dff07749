import { describe, expect, it } from 'vitest';
import {
  addressInLanguage,
  hasLanguageCookie,
  languageOfAddress,
  readerLanguageOf,
  readerLanguageOfCookies,
  readerLanguageOfRequest,
} from './reader-language';

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

describe('a language address', () => {
  it('names English with lang=en and Thai with lang=th or nothing', () => {
    expect(languageOfAddress('/course/2-x?lang=en')).toBe('en');
    expect(languageOfAddress('/course/2-x?page=2&lang=th#curriculum')).toBe('th');
    expect(languageOfAddress('/course/2-x')).toBeNull();
    expect(languageOfAddress('/course/2-x?lang=fr')).toBeNull();
  });

  it('decides the language of a page before the cookie does', () => {
    expect(readerLanguageOfRequest('/?lang=en', 'lang=th')).toBe('en');
    expect(readerLanguageOfRequest('/?lang=th', 'lang=en')).toBe('th');
    expect(readerLanguageOfRequest('/', 'lang=en')).toBe('en');
    expect(readerLanguageOfRequest('/', undefined)).toBe('th');
  });

  it('puts English at lang=en and Thai at the bare address, keeping the rest of the address', () => {
    expect(addressInLanguage('/course/2-x', 'en')).toBe('/course/2-x?lang=en');
    expect(addressInLanguage('/course/2-x?page=2&lang=en#top', 'th')).toBe('/course/2-x?page=2#top');
    expect(addressInLanguage('https://shop.example/courses?page=3', 'en')).toBe(
      'https://shop.example/courses?page=3&lang=en',
    );
    expect(addressInLanguage('/?lang=en', 'en')).toBe('/?lang=en');
    expect(addressInLanguage('/?lang=en', 'th')).toBe('/');
  });
});
