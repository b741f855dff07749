import { escapeHtml } from '../lib/escape-html';
import { htmlPage } from '../lib/html-page';
import type { StoredQr } from './scb-store';

/** The stand-in banking app's path; SCB itself has no page: buyers scan with their bank's app. */
export const SCB_BANK_APP_PATH = '/scb/bank-app';

const row = (base: string) => (qr: StoredQr) => `<tr>
  <td>${escapeHtml(qr.ref1)}</td>
  <td>฿${escapeHtml(qr.amount)}</td>
  <td>${qr.expiresAt ? escapeHtml(qr.expiresAt.toISOString()) : '-'}</td>
  <td><form method="post" action="${escapeHtml(base)}${SCB_BANK_APP_PATH}/${encodeURIComponent(qr.ref1)}/pay">
    <button type="submit" class="primary">ชำระ / Pay</button>
  </form></td>
</tr>`;

/**
 * Stands in for a buyer's banking app, for people trying the shop by hand: the QRs still open,
 * each with a Pay button (the same as the control API's pay). Tests use the control API. `base`
 * is the sandbox's browser-facing address.
 */
export const renderScbBankPage = (base: string, open: StoredQr[], message: string | null): string =>
  htmlPage(
    'SCB sandbox · banking app',
    `<h1>SCB sandbox · แอปธนาคาร / Banking app</h1>
${message ? `<p role="status">${escapeHtml(message)}</p>` : ''}
${
  open.length === 0
    ? '<p>ไม่มี QR ที่รอชำระ / No QR is waiting to be paid.</p>'
    : `<table><thead><tr><th>ref1</th><th>Amount</th><th>Expires (UTC)</th><th></th></tr></thead>
<tbody>${open.map(row(base)).join('')}</tbody></table>`
}`,
  );
