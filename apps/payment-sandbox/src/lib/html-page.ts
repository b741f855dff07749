import { escapeHtml } from './escape-html';

const STYLE = `
  body { font-family: system-ui, 'Noto Sans Thai', sans-serif; background: #f4f5f7; color: #1f2933; margin: 0; }
  main { max-width: 34rem; margin: 2rem auto; background: #fff; border-radius: 12px; padding: 1.5rem 2rem;
         box-shadow: 0 2px 12px rgba(0,0,0,.08); }
  h1 { font-size: 1.25rem; margin-top: 0; }
  .banner { background: #fff4ce; border: 1px solid #f0c36d; border-radius: 6px; padding: .5rem .75rem; font-size: .85rem; }
  .amount { font-size: 1.75rem; font-weight: 700; }
  .actions { display: flex; gap: .75rem; flex-wrap: wrap; margin-top: 1.25rem; }
  button { font: inherit; padding: .6rem 1.1rem; border-radius: 6px; border: 1px solid #9aa5b1; background: #fff; cursor: pointer; }
  button.primary { background: #1a73e8; border-color: #1a73e8; color: #fff; }
  table { border-collapse: collapse; width: 100%; font-size: .9rem; }
  td, th { text-align: left; padding: .35rem .5rem; border-bottom: 1px solid #e4e7eb; }
  .qr svg { width: 240px; height: 240px; }
`;

/**
 * The frame of every hosted page: plain HTML and inline styles only, because the shop's CSP
 * (`script-src 'self'`) forbids inline scripts and the pages must work inside the shop's origin.
 */
export const htmlPage = (title: string, body: string): string => `<!doctype html>
<html lang="th">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<p class="banner">แซนด์บ็อกซ์สำหรับทดสอบ ไม่มีการตัดเงินจริง / Test sandbox: no real money moves.</p>
${body}
</main>
</body>
</html>
`;
