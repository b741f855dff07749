/** The shop's colour before it chooses one, and what an unreadable stored value falls back to. */
export const DEFAULT_THEME_COLOR = '#1f4e8c';

/** Spec 2: a white theme falls back to dark grey. */
export const WHITE_THEME_FALLBACK = '#333333';

/**
 * Relative luminance (WCAG 2) above which a theme colour counts as white. The storefront is a
 * white page: a colour this light has under 1.24:1 contrast with it, so links, prices and the
 * header's accent would vanish and white button text would be unreadable. Off-whites, light
 * greys from #e8e8e8 up, pale pastels and bright yellows all count.
 */
export const WHITE_LUMINANCE = 0.8;

const HEX_COLOR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/** True for a colour written as `#rgb` or `#rrggbb`, the only forms the shop stores. */
export const isHexColor = (value: string): boolean => HEX_COLOR.test(value);

/** `#ABC` → `#aabbcc`; anything that is not a hex colour → null. */
export const normaliseHexColor = (value: string): string | null => {
  const text = value.trim();
  if (!isHexColor(text)) return null;
  const digits = text.slice(1).toLowerCase();
  return digits.length === 3 ? `#${digits.replaceAll(/[0-9a-f]/g, '$&$&')}` : `#${digits}`;
};

const linear = (channel: number): number => {
  const value = channel / 255;
  return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
};

/** WCAG 2 relative luminance of a `#rrggbb` colour: 0 for black, 1 for white. */
export const relativeLuminance = (hex: string): number => {
  const channel = (start: number) => linear(Number.parseInt(hex.slice(start, start + 2), 16));
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
};

/** Whether a `#rrggbb` colour is too light to be the storefront's colour (see WHITE_LUMINANCE). */
export const isWhiteTheme = (hex: string): boolean => relativeLuminance(hex) > WHITE_LUMINANCE;

/**
 * The colour the storefront paints with for the shop's `theme_color`: the colour itself
 * (as `#rrggbb`), dark grey for a white one, the default for a value that is not a colour.
 */
export const storefrontThemeColor = (themeColor: string): string => {
  const hex = normaliseHexColor(themeColor);
  if (hex === null) return DEFAULT_THEME_COLOR;
  return isWhiteTheme(hex) ? WHITE_THEME_FALLBACK : hex;
};
