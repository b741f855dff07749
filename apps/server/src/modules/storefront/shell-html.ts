import { jsonForScriptElement } from '@shop/contract/pages/server-render';
import { readableTextColor } from '@shop/domain/settings/contrast';
import { escapeHtml } from './html-escape';
import { DEFAULT_FAVICON, type HeadTag, type PageHead } from './page-head';
import type { StructuredData } from './structured-data';

const TITLE = /<title>[\s\S]*?<\/title>/i;
const ICON_LINK = /<link\s[^>]*rel=["']icon["'][^>]*>\s*/gi;
const HEAD_END = /<\/head>/i;
const DOCTYPE = /^\s*<!doctype[^>]*>/i;

const renderTag = ({ tag, attributes }: HeadTag): string => {
  const attributeText = Object.entries(attributes)
    .map(([name, value]) => `${name}="${escapeHtml(value)}"`)
    .join(' ');
  return `<${tag} ${attributeText} />`;
};

const faviconTag = (url: string): string =>
  url === DEFAULT_FAVICON
    ? `<link rel="icon" type="image/svg+xml" href="${DEFAULT_FAVICON}" />`
    : `<link rel="icon" href="${escapeHtml(url)}" />`;

/**
 * The storefront's colour as the browser's `theme-color` and as the CSS variables the shop's own
 * styles and the app's first render read, so the first paint is already in the shop's colour:
 * `--shop-primary` for accents, `--shop-link` for text in it (darkened until it reads on white).
 */
const themeTags = (color: string): string[] => [
  `<meta name="theme-color" content="${escapeHtml(color)}" />`,
  `<style id="shop-theme">:root{--shop-primary:${escapeHtml(color)};--shop-link:${escapeHtml(readableTextColor(color))}}</style>`,
];

const structuredDataTag = (data: StructuredData): string =>
  `<script type="application/ld+json">${jsonForScriptElement(data)}</script>`;

/** The app shell with this page's title, favicon and meta tags; every value is HTML-escaped. */
export const applyPageHead = (shell: string, head: PageHead): string => {
  const title = `<title>${escapeHtml(head.title)}</title>`;
  const hasTitle = TITLE.test(shell);
  const withoutIcon = (hasTitle ? shell.replace(TITLE, () => title) : shell).replace(ICON_LINK, '');
  const added = [
    ...(hasTitle ? [] : [title]),
    faviconTag(head.faviconUrl),
    ...themeTags(head.themeColor),
    ...head.tags.map(renderTag),
    ...head.structuredData.map(structuredDataTag),
  ];
  if (HEAD_END.test(withoutIcon)) {
    return withoutIcon.replace(HEAD_END, () => `  ${added.join('\n    ')}\n  </head>`);
  }
  // A shell without a head (tests, hand-made pages): the head goes right after the doctype.
  const doctype = DOCTYPE.exec(withoutIcon)?.[0] ?? '';
  return `${doctype}<head>${added.join('')}</head>${withoutIcon.slice(doctype.length)}`;
};
