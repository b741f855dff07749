// The few tags a hint under the control needs; everything else is dropped, its text kept.
const ALLOWED_TAGS = new Set([
  'B',
  'STRONG',
  'I',
  'EM',
  'U',
  'BR',
  'P',
  'SPAN',
  'SMALL',
  'UL',
  'OL',
  'LI',
  'A',
]);
const SAFE_HREF = /^(https?:|mailto:|\/(?!\/))/i;

const cleanNode = (node: Node, into: Node, doc: Document) => {
  for (const child of Array.from(node.childNodes)) {
    if (child.nodeType === Node.TEXT_NODE) {
      into.appendChild(doc.createTextNode(child.textContent ?? ''));
    } else if (child instanceof Element) {
      if (!ALLOWED_TAGS.has(child.tagName)) {
        // A script or style holds no text a reader should see; other tags keep their text.
        if (child.tagName !== 'SCRIPT' && child.tagName !== 'STYLE') cleanNode(child, into, doc);
        continue;
      }
      const copy = doc.createElement(child.tagName.toLowerCase());
      const href = child.getAttribute('href');
      if (child.tagName === 'A' && href && SAFE_HREF.test(href.trim())) {
        copy.setAttribute('href', href.trim());
        copy.setAttribute('target', '_blank');
        copy.setAttribute('rel', 'noopener noreferrer');
      }
      cleanNode(child, copy, doc);
      into.appendChild(copy);
    }
  }
};

/**
 * The control's `extraHtml` with only simple formatting and safe links left: no scripts, no
 * event attributes, no styles, so a hint cannot run code in the back office.
 */
export const sanitizeExtraHtml = (html: string): string => {
  const parsed = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
  const out = document.implementation.createHTMLDocument('');
  const root = out.createElement('div');
  cleanNode(parsed.body, root, out);
  return root.innerHTML;
};
