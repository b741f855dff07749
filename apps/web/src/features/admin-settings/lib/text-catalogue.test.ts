import { describe, expect, it } from 'vitest';
import { siteSettingsSchema } from '@shop/contract/settings/site-settings';
import { textCatalogue } from './text-catalogue';

describe('textCatalogue', () => {
  const rows = textCatalogue();
  const byKey = new Map(rows.map((row) => [row.key, row]));

  it('lists the storefront’s texts with their built-in Thai and English', () => {
    expect(byKey.get('nav.cart')).toEqual({ key: 'nav.cart', th: 'ตะกร้า', en: 'Cart' });
  });

  it('lists the error texts and the quoted messages under the keys the storefront reads them by', () => {
    expect(byKey.get('errors.SOLD_OUT')).toMatchObject({ th: 'ที่นั่งเต็มแล้ว' });
    expect(byKey.get('messages.imageUploadFailed')).toMatchObject({ en: 'Image upload failed' });
  });

  it('lists the learning pages’ texts, which load with those pages', () => {
    expect(rows.some((row) => row.key.startsWith('learning.'))).toBe(true);
  });

  it('names each key once, sorted, and only keys the settings accept as overrides', () => {
    const keys = rows.map((row) => row.key);
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys).toEqual([...keys].sort((a, b) => a.localeCompare(b)));
    const overrides = Object.fromEntries(keys.map((key) => [key, { th: 'x' }]));
    expect(siteSettingsSchema.shape.custom_texts.safeParse(overrides).success).toBe(true);
  });
});
