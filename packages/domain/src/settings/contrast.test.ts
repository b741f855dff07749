import { describe, expect, it } from 'vitest';
import { AA_TEXT_CONTRAST, contrastRatio, readableTextColor, storefrontTextColor } from './contrast';

describe('contrastRatio', () => {
  it.each<[string, string, number]>([
    ['#000000', '#ffffff', 21],
    ['#ffffff', '#000000', 21],
    ['#777777', '#ffffff', 4.48],
    ['#767676', '#ffffff', 4.54],
    ['#1f4e8c', '#ffffff', 8.31],
    ['#fff', '#ffffff', 1],
  ])('of %s on %s is %f (WCAG 2)', (foreground, background, ratio) => {
    expect(contrastRatio(foreground, background)).toBeCloseTo(ratio, 2);
  });
});

describe('readableTextColor', () => {
  it.each<[string, string]>([
    ['the default blue', '#1f4e8c'],
    ['a red that already passes', '#c62828'],
    ['dark grey', '#333333'],
  ])('keeps %s (%s), which already reads well on white', (_name, color) => {
    expect(readableTextColor(color)).toBe(color);
  });

  it.each<[string, string]>([
    ['amber', '#ffc107'],
    ['a light grey', '#e0e0e0'],
    ['a mid grey', '#808080'],
    ['a bright green', '#00c853'],
    ['a sky blue', '#4fc3f7'],
    ['pure yellow', '#ffff00'],
    ['white', '#ffffff'],
  ])('darkens %s (%s) just enough to reach 4.5:1 on white', (_name, color) => {
    const readable = readableTextColor(color);
    expect(contrastRatio(readable, '#ffffff')).toBeGreaterThanOrEqual(AA_TEXT_CONTRAST);
    // Just enough: a shade one step lighter would not pass.
    expect(contrastRatio(readable, '#ffffff')).toBeLessThan(AA_TEXT_CONTRAST + 0.15);
  });

  it('keeps the hue: a darkened amber is still more red than blue', () => {
    const [red, green, blue] = [1, 3, 5].map((start) =>
      Number.parseInt(readableTextColor('#ffc107').slice(start, start + 2), 16),
    );
    expect(red).toBeGreaterThan(green ?? 0);
    expect(green).toBeGreaterThan(blue ?? 0);
  });

  it('reaches the contrast asked for on another background', () => {
    expect(contrastRatio(readableTextColor('#4fc3f7', '#f5f5f5', 7), '#f5f5f5')).toBeGreaterThanOrEqual(7);
  });

  it('reads a value that is not a colour as black', () => {
    expect(readableTextColor('tomato')).toBe('#000000');
    expect(contrastRatio('tomato', '#ffffff')).toBe(21);
  });
});

describe('storefrontTextColor', () => {
  it.each<[string, string, string]>([
    ['the default blue, as chosen', '#1f4e8c', '#1f4e8c'],
    ['white, as the storefront’s dark grey', '#ffffff', '#333333'],
    ['a value that is not a colour, as the default blue', 'blue', '#1f4e8c'],
  ])('writes %s', (_name, themeColor, textColor) => {
    expect(storefrontTextColor(themeColor)).toBe(textColor);
  });

  it('writes amber as a darker amber that reads on white', () => {
    expect(storefrontTextColor('#ffc107')).not.toBe('#ffc107');
    expect(contrastRatio(storefrontTextColor('#ffc107'), '#ffffff')).toBeGreaterThanOrEqual(AA_TEXT_CONTRAST);
  });
});
