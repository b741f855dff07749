import sanitizeHtml from 'sanitize-html';

/** The formatting a description, a lesson or the how-to-buy text uses; every other element goes. */
const ALLOWED_TAGS = [
  ...['p', 'br', 'hr', 'div', 'span', 'blockquote', 'pre', 'code'],
  ...['h1', 'h2', 'h3', 'h4', 'h5', 'h6'],
  ...['ul', 'ol', 'li', 'dl', 'dt', 'dd'],
  ...['strong', 'b', 'em', 'i', 'u', 's', 'sub', 'sup', 'small', 'mark', 'abbr', 'cite', 'q'],
  ...['a', 'img', 'figure', 'figcaption', 'iframe'],
  ...['table', 'caption', 'colgroup', 'col', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td'],
];

/**
 * The video players the shop's security policy lets the page frame (`frame-src`); a frame of
 * any other host loses its address.
 */
const FRAMED_HOSTS = ['www.youtube.com', 'www.youtube-nocookie.com', 'player.vimeo.com'];

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ALLOWED_TAGS,
  // No `style`, no `class`, no event handler: text can be formatted, never restyle or script the page.
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    iframe: ['src', 'title', 'width', 'height', 'allowfullscreen'],
    ol: ['start'],
    td: ['colspan', 'rowspan'],
    th: ['colspan', 'rowspan'],
    abbr: ['title'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  // A pasted picture may be a data: image; an image element never runs what it shows.
  allowedSchemesByTag: { img: ['http', 'https', 'data'], iframe: ['https'] },
  allowProtocolRelative: false,
  allowedIframeHostnames: FRAMED_HOSTS,
  allowIframeRelativeUrls: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    a: sanitizeHtml.simpleTransform('a', { target: '_blank', rel: 'noopener noreferrer' }),
  },
};

/**
 * Rich text written in the back office, made safe to show as HTML with an allow-list: headings,
 * lists, links, images, tables, code and frames of the video players stay; scripts, styles,
 * forms, `<meta>`, `<base>`, SVG and MathML, event handlers and `javascript:` links go; links
 * open in a new tab without the opener. Run when the text is saved and again when it is served.
 */
export const sanitizeRichText = (html: string): string => sanitizeHtml(html, OPTIONS);
