const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
const escape = (text: string) => text.replace(/[&<>"']/g, (char) => ENTITIES[char] ?? char);

/** What the browser needs to hand the buyer to GB's 3-D Secure: where, and the two fields GB reads. */
export type GbPrime3dsForm = { action: string; publicKey: string; gbpReferenceNo: string };

/**
 * The page GB's plugins print before 3-D Secure (research §3.1): a form with `publicKey` and
 * `gbpReferenceNo` that submits itself to GB's `/v2/tokens/3d_secured`; the button is there for a
 * browser that runs no script. Its own CSP allows only that form target and this one script.
 */
export const renderGbPrime3dsPage = (form: GbPrime3dsForm, nonce: string): string => `<!doctype html>
<html lang="th">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>3-D Secure · GB Prime Pay</title>
<style>body{font-family:system-ui,'Noto Sans Thai',sans-serif;text-align:center;margin:4rem 1rem;color:#1f2933}
button{font:inherit;padding:.6rem 1.2rem;border-radius:6px;border:1px solid #1a73e8;background:#1a73e8;color:#fff}</style>
</head>
<body>
<form id="gbprime-3ds" method="post" action="${escape(form.action)}">
<input type="hidden" name="publicKey" value="${escape(form.publicKey)}">
<input type="hidden" name="gbpReferenceNo" value="${escape(form.gbpReferenceNo)}">
<p>กำลังไปยังหน้ายืนยันตัวตนของธนาคาร (3-D Secure)…</p>
<p>Taking you to your bank's 3-D Secure page…</p>
<button type="submit">ไปต่อ / Continue</button>
</form>
<script nonce="${nonce}">document.getElementById('gbprime-3ds').submit();</script>
</body>
</html>
`;

/** This page's own policy: nothing but its inline script (by nonce) and a post to GB's origin. */
export const gbPrime3dsPagePolicy = (formOrigin: string, nonce: string): string =>
  [
    "default-src 'none'",
    `script-src 'nonce-${nonce}'`,
    "style-src 'unsafe-inline'",
    `form-action ${formOrigin}`,
    "base-uri 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
