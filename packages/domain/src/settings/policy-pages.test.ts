import { describe, expect, it } from 'vitest';
import {
  excerpt,
  POLICY_PAGES,
  policyPageAt,
  policyPageTitle,
  policyTextIn,
  policyTitleKey,
} from './policy-pages';

describe('policyPageAt', () => {
  it.each<[string, string | null]>([
    ['/terms', 'terms'],
    ['/terms/', 'terms'],
    ['/privacy', 'privacy'],
    ['/refund-policy', 'refund'],
    ['/refund', null],
    ['/terms/more', null],
    ['/', null],
    ['/course/1-terms', null],
  ])('finds the page at %s: %s', (path, page) => {
    expect(policyPageAt(path)).toBe(page);
  });
});

describe('policyPageTitle', () => {
  it('gives each page a title in Thai and English', () => {
    for (const page of POLICY_PAGES) {
      expect(policyPageTitle(page, 'th')).toMatch(/[\u0E00-\u0E7F]/);
      expect(policyPageTitle(page, 'en')).toMatch(/^[A-Z][a-z ]+$/);
    }
  });

  it('uses the title the shop set in its texts, per language', () => {
    const customTexts = { [policyTitleKey('refund')]: { th: 'การคืนเงินและยกเลิกคอร์ส' } };
    expect(policyPageTitle('refund', 'th', customTexts)).toBe('การคืนเงินและยกเลิกคอร์ส');
    expect(policyPageTitle('refund', 'en', customTexts)).toBe('Refund policy');
  });
});

describe('policyTextIn', () => {
  it('shows the reader’s language', () => {
    expect(policyTextIn({ th: '<p>ไทย</p>', en: '<p>English</p>' }, 'en')).toEqual({
      language: 'en',
      html: '<p>English</p>',
    });
  });

  it('falls back to the other language when the shop wrote only one', () => {
    expect(policyTextIn({ th: '<p>ไทย</p>', en: '' }, 'en')).toEqual({ language: 'th', html: '<p>ไทย</p>' });
    expect(policyTextIn({ th: '', en: '<p>English</p>' }, 'th')).toEqual({
      language: 'en',
      html: '<p>English</p>',
    });
  });

  it('counts an editor’s empty paragraphs as no text', () => {
    expect(policyTextIn({ th: '<p></p>', en: '<p>&nbsp; </p>' }, 'th')).toBeNull();
    expect(policyTextIn({ th: '', en: '' }, 'en')).toBeNull();
  });
});

describe('excerpt', () => {
  it('keeps a short text whole, with its white space folded', () => {
    expect(excerpt('  We refund\n within   14 days. ')).toBe('We refund within 14 days.');
  });

  it('cuts a long text at a word boundary, with an ellipsis', () => {
    const text = 'The shop refunds a course that was not started within fourteen days of payment.';
    expect(excerpt(text, 40)).toBe('The shop refunds a course that was not…');
    expect(excerpt(text, 40).length).toBeLessThanOrEqual(40);
  });

  it('cuts a text without spaces (Thai runs words together) at the limit', () => {
    const thai = 'ร้านคืนเงินค่าคอร์สที่ยังไม่ได้เริ่มเรียนภายในสิบสี่วันนับจากวันที่ชำระเงิน';
    expect(excerpt(thai, 20)).toBe(`${thai.slice(0, 19)}…`);
  });
});
