import { describe, expect, it } from 'vitest';
import { customTextOf } from './custom-texts';

describe('customTextOf', () => {
  const texts = { 'site.tagline': { th: '  เรียนทำขนม  ', en: ' ' } };

  it("answers the shop's own text in the language asked, trimmed", () => {
    expect(customTextOf(texts, 'site.tagline', 'th')).toBe('เรียนทำขนม');
  });

  it('answers null for a blank text, a missing language or a key the shop never set', () => {
    expect(customTextOf(texts, 'site.tagline', 'en')).toBeNull();
    expect(customTextOf({ 'site.tagline': { th: 'x' } }, 'site.tagline', 'en')).toBeNull();
    expect(customTextOf(texts, 'nav.home', 'th')).toBeNull();
  });
});
