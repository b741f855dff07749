import { normaliseHexColor, relativeLuminance, storefrontThemeColor } from './theme-color';

/** WCAG 2.x level AA for normal-size text (1.4.3). */
export const AA_TEXT_CONTRAST = 4.5;

/** Anything that is not a hex colour counts as black, the darkest a text can be. */
const luminanceOf = (color: string) => relativeLuminance(normaliseHexColor(color) ?? '#000000');

/** WCAG 2 contrast ratio of two `#rgb` / `#rrggbb` colours: 1 (none) to 21 (black on white). */
export const contrastRatio = (first: string, second: string): number => {
  const a = luminanceOf(first);
  const b = luminanceOf(second);
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
};

const toHex = (channel: number) => Math.round(channel).toString(16).padStart(2, '0');

/** `#rrggbb` with each channel scaled towards black by `share` (0: unchanged, 1: black). */
const darkened = (hex: string, share: number): string => {
  const channels = [1, 3, 5].map((start) => Number.parseInt(hex.slice(start, start + 2), 16));
  return `#${channels.map((channel) => toHex(channel * (1 - share))).join('')}`;
};

/**
 * The colour itself when text in it reaches `minimum` contrast on `background`, otherwise the
 * lightest shade of it (the same hue, darkened) that does: a shop's light theme colour still
 * makes readable links and button labels. Meant for light backgrounds, where black always passes.
 */
export const readableTextColor = (
  color: string,
  background = '#ffffff',
  minimum = AA_TEXT_CONTRAST,
): string => {
  const hex = normaliseHexColor(color) ?? '#000000';
  if (contrastRatio(hex, background) >= minimum) return hex;
  const passes = (share: number) => contrastRatio(darkened(hex, share), background) >= minimum;
  // Contrast grows as the colour darkens: halve the interval until the step is below one level of 255.
  let [low, high] = [0, 1];
  while (high - low > 1 / 512) {
    const middle = (low + high) / 2;
    if (passes(middle)) high = middle;
    else low = middle;
  }
  return darkened(hex, high);
};

/**
 * The colour the storefront writes text in for the shop's `theme_color` (links, the logo, prices,
 * labels of its buttons): the storefront's colour, darkened where it would not read on white.
 */
export const storefrontTextColor = (themeColor: string): string =>
  readableTextColor(storefrontThemeColor(themeColor));
