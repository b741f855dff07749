import type { ThemeConfig } from 'antd';
import { readableTextColor } from '@shop/domain/settings/contrast';

/**
 * Grey text (secondary texts, descriptions, hints): Ant Design's 45 % black is 3.4:1 on white
 * and under 3:1 on its grey page background; 62 % black is 6:1 on that grey, WCAG AA with room.
 */
export const SECONDARY_TEXT = 'rgba(0, 0, 0, 0.62)';

/** The page background around the content and behind the footer (Ant Design's own). */
export const LAYOUT_BACKGROUND = '#f5f5f5';

/**
 * Ant Design's theme in the shop's colour (buttons, links, focus rings and selections), without
 * animations for a visitor who asked their system for less motion. Links and the labels of the
 * primary buttons carry text, so they take the colour darkened until it reads on white.
 */
export const shopTheme = (color: string, reducedMotion: boolean): ThemeConfig => {
  const textColor = readableTextColor(color);
  return {
    token: {
      motion: !reducedMotion,
      colorPrimary: textColor,
      colorLink: textColor,
      colorInfo: textColor,
      colorTextDescription: SECONDARY_TEXT,
      colorTextTertiary: SECONDARY_TEXT,
      colorBgLayout: LAYOUT_BACKGROUND,
      borderRadius: 8,
      fontFamily: "'Sarabun', 'Noto Sans Thai', system-ui, sans-serif",
    },
  };
};
