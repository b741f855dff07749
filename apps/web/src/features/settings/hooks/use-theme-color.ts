import { useEffect } from 'react';
import { readableTextColor } from '@shop/domain/settings/contrast';
import {
  DEFAULT_THEME_COLOR,
  normaliseHexColor,
  storefrontThemeColor,
} from '@shop/domain/settings/theme-color';
import { useSiteSettings } from '../api/site-settings';

/** The CSS variable the shop's own styles paint with; the server writes it into the page shell. */
export const THEME_VARIABLE = '--shop-primary';

/** Its shade for text (links, the logo, prices): darkened until it reads on white. */
export const THEME_TEXT_VARIABLE = '--shop-link';

/** What the server wrote into the page shell, so the first render is already in the shop's colour. */
const colorOfPageShell = (): string => {
  if (typeof document === 'undefined') return DEFAULT_THEME_COLOR;
  const written = getComputedStyle(document.documentElement).getPropertyValue(THEME_VARIABLE);
  return normaliseHexColor(written) ?? DEFAULT_THEME_COLOR;
};

const setMetaThemeColor = (color: string) => {
  let meta = document.querySelector<HTMLMetaElement>('meta[name="theme-color"]');
  if (!meta) {
    meta = document.createElement('meta');
    meta.name = 'theme-color';
    document.head.append(meta);
  }
  meta.content = color;
};

/**
 * The storefront's colour: the shop's theme colour by the domain's rule (a white one is dark
 * grey), from the site settings once they are loaded and from the page shell until then. A
 * change (the back office saving a new colour) repaints the open page too.
 */
export const useThemeColor = (): string => {
  const settings = useSiteSettings();
  const color = settings.data ? storefrontThemeColor(settings.data.theme_color) : colorOfPageShell();

  useEffect(() => {
    // The page shell already paints in the shop's colour: setting it again would restyle the whole
    // page for nothing, a long task on a phone right after the page is taken over.
    if (colorOfPageShell() === color) return;
    document.documentElement.style.setProperty(THEME_VARIABLE, color);
    document.documentElement.style.setProperty(THEME_TEXT_VARIABLE, readableTextColor(color));
    setMetaThemeColor(color);
  }, [color]);

  return color;
};
