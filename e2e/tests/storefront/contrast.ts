import type { Locator } from '@playwright/test';

/**
 * The lowest WCAG 2 contrast ratio among the elements' texts, from the browser's computed
 * styles: each text colour (its alpha laid over the background) against the first opaque
 * background among the element and its ancestors (white when none has one).
 */
export const lowestTextContrastOf = (elements: Locator): Promise<number> =>
  elements.evaluateAll((nodes) => {
    const channels = (color: string) => (color.match(/[\d.]+/g) ?? []).map(Number);
    const luminance = (rgb: number[]) => {
      const [red = 0, green = 0, blue = 0] = rgb.map((channel) => {
        const value = channel / 255;
        return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * red + 0.7152 * green + 0.0722 * blue;
    };
    const backgroundOf = (node: Element) => {
      for (let current: Element | null = node; current; current = current.parentElement) {
        const [r = 0, g = 0, b = 0, alpha = 1] = channels(getComputedStyle(current).backgroundColor);
        if (alpha === 1) return [r, g, b];
      }
      return [255, 255, 255];
    };
    const contrastOf = (node: Element) => {
      const background = backgroundOf(node);
      const [r = 0, g = 0, b = 0, alpha = 1] = channels(getComputedStyle(node).color);
      const text = [r, g, b].map(
        (channel, index) => channel * alpha + (background[index] ?? 0) * (1 - alpha),
      );
      const [lighter = 0, darker = 0] = [luminance(text), luminance(background)].sort((a, b) => b - a);
      return (lighter + 0.05) / (darker + 0.05);
    };
    return nodes.length === 0 ? 0 : Math.min(...nodes.map(contrastOf));
  });
