import { describe, expect, it } from 'vitest';
import { AA_TEXT_CONTRAST, contrastRatio } from '@shop/domain/settings/contrast';
import { storefrontThemeColor } from '@shop/domain/settings/theme-color';
import { LAYOUT_BACKGROUND, SECONDARY_TEXT, shopTheme } from './shop-theme';

const hex = (channels: number[]) =>
  `#${channels.map((channel) => Math.round(channel).toString(16).padStart(2, '0')).join('')}`;

/** An `rgba()` colour as it shows over an opaque `#rrggbb` background. */
const over = (rgba: string, background: string) => {
  const [r = 0, g = 0, b = 0, alpha = 1] = (rgba.match(/[\d.]+/g) ?? []).map(Number);
  const base = [1, 3, 5].map((start) => Number.parseInt(background.slice(start, start + 2), 16));
  return hex([r, g, b].map((channel, index) => channel * alpha + (base[index] ?? 0) * (1 - alpha)));
};

describe('the storefront’s theme', () => {
  it.each(['#ffffff', LAYOUT_BACKGROUND])('writes grey text that reaches 4.5:1 on %s', (background) => {
    const { token } = shopTheme('#1f4e8c', false);
    for (const grey of [token?.colorTextDescription, token?.colorTextTertiary]) {
      expect(grey).toBe(SECONDARY_TEXT);
      expect(contrastRatio(over(SECONDARY_TEXT, background), background)).toBeGreaterThanOrEqual(
        AA_TEXT_CONTRAST,
      );
    }
  });

  it.each([
    ['the default blue', '#1f4e8c'],
    ['a red', '#c62828'],
    ['amber', '#ffc107'],
    ['a light grey', '#e0e0e0'],
    ['a sky blue', '#4fc3f7'],
    ['white', '#ffffff'],
  ])('writes links and button labels readable on white for %s (%s)', (_name, themeColor) => {
    const { token } = shopTheme(storefrontThemeColor(themeColor), false);
    for (const color of [token?.colorLink, token?.colorPrimary]) {
      expect(color).toMatch(/^#[0-9a-f]{6}$/);
      expect(contrastRatio(color ?? '', '#ffffff')).toBeGreaterThanOrEqual(AA_TEXT_CONTRAST);
    }
  });

  it('keeps a colour that already reads well exactly as the shop chose it', () => {
    expect(shopTheme('#c62828', false).token?.colorLink).toBe('#c62828');
  });

  it('switches animations off for a visitor who asks for less motion', () => {
    expect(shopTheme('#1f4e8c', true).token?.motion).toBe(false);
    expect(shopTheme('#1f4e8c', false).token?.motion).toBe(true);
  });
});
