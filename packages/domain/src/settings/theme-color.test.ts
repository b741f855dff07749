import { describe, expect, it } from 'vitest';
import {
  DEFAULT_THEME_COLOR,
  isHexColor,
  isWhiteTheme,
  normaliseHexColor,
  relativeLuminance,
  storefrontThemeColor,
  WHITE_THEME_FALLBACK,
} from './theme-color';

describe('storefrontThemeColor', () => {
  it.each<[string, string, string]>([
    ['the shop’s blue', '#1f4e8c', '#1f4e8c'],
    ['a colour in capitals', '#C62828', '#c62828'],
    ['a short colour', '#0a0', '#00aa00'],
    ['a colour with spaces around it', '  #2e7d32 ', '#2e7d32'],
    ['black', '#000000', '#000000'],
    ['a mid grey', '#808080', '#808080'],
    ['a light grey that still shows on white', '#e0e0e0', '#e0e0e0'],
    ['amber', '#ffc107', '#ffc107'],
    ['white', '#ffffff', WHITE_THEME_FALLBACK],
    ['white in short form', '#FFF', WHITE_THEME_FALLBACK],
    ['an off-white', '#fafafa', WHITE_THEME_FALLBACK],
    ['a very light grey', '#eeeeee', WHITE_THEME_FALLBACK],
    ['a pale pastel', '#ffe4e1', WHITE_THEME_FALLBACK],
    ['pure yellow, invisible on a white page', '#ffff00', WHITE_THEME_FALLBACK],
    ['a colour name', 'white', DEFAULT_THEME_COLOR],
    ['an rgb() value', 'rgb(255, 0, 0)', DEFAULT_THEME_COLOR],
    ['a hex colour with an alpha channel', '#1f4e8cff', DEFAULT_THEME_COLOR],
    ['nothing', '', DEFAULT_THEME_COLOR],
  ])('paints %s (%s) as %s', (_name, themeColor, painted) => {
    expect(storefrontThemeColor(themeColor)).toBe(painted);
  });

  it('falls back to a dark grey that is itself not white', () => {
    expect(isWhiteTheme(WHITE_THEME_FALLBACK)).toBe(false);
    expect(relativeLuminance(WHITE_THEME_FALLBACK)).toBeLessThan(0.05);
  });
});

describe('relativeLuminance', () => {
  it.each<[string, number]>([
    ['#000000', 0],
    ['#ffffff', 1],
    ['#ff0000', 0.2126],
    ['#00ff00', 0.7152],
    ['#0000ff', 0.0722],
    ['#020202', 0.000607],
  ])('of %s is %f (WCAG 2)', (hex, luminance) => {
    expect(relativeLuminance(hex)).toBeCloseTo(luminance, 5);
  });
});

describe('isHexColor and normaliseHexColor', () => {
  it.each<[string, boolean, string | null]>([
    ['#abc', true, '#aabbcc'],
    ['#A1B2C3', true, '#a1b2c3'],
    ['abc', false, null],
    ['#abcd', false, null],
    ['#ggg', false, null],
  ])('%s is a hex colour: %s, written %s', (value, isHex, normalised) => {
    expect(isHexColor(value)).toBe(isHex);
    expect(normaliseHexColor(value)).toBe(normalised);
  });
});
