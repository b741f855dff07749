import sanitizeHtml from 'sanitize-html';

/**
 * Rich text written in the back office, made safe to show as HTML: the formatting a lesson or a
 * description uses stays (headings, lists, links, images, tables, code), scripts, frames, styles,
 * event handlers and `javascript:` links go; links open in a new tab without the opener.
 */
export const sanitizeRichText = (html: string): string =>
  sanitizeHtml(html, {
    allowedTags: [...sanitizeHtml.defaults.allowedTags, 'img', 'h1', 'h2', 'span'],
    allowedAttributes: {
      a: ['href', 'title', 'target', 'rel'],
      img: ['src', 'alt', 'width', 'height'],
      '*': ['class'],
    },
    allowedSchemes: ['http', 'https', 'mailto', 'tel'],
    allowedSchemesByTag: { img: ['http', 'https', 'data'] },
    transformTags: {
      a: sanitizeHtml.simpleTransform('a', { target: '_blank', rel: 'noopener noreferrer' }),
    },
  });
