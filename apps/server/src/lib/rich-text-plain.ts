import sanitizeHtml from 'sanitize-html';

/** Where a block ends a reader sees a break: its text must not run into the next block's. */
const BLOCK_END = /<\/(?:p|div|h[1-6]|li|dt|dd|blockquote|tr|td|th|figcaption)>|<br\s*\/?>/gi;

/** The only escapes sanitize-html writes into text; every other entity it has already decoded. */
const ESCAPES: Readonly<Record<string, string>> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"' };

/** The words of a rich text without its markup, white space folded: for a meta description. */
export const plainTextOfRichText = (html: string): string =>
  sanitizeHtml(html.replace(BLOCK_END, '$& '), { allowedTags: [], allowedAttributes: {} })
    .replace(/&(?:amp|lt|gt|quot);/g, (escape) => ESCAPES[escape] ?? escape)
    .replace(/\s+/g, ' ')
    .trim();
