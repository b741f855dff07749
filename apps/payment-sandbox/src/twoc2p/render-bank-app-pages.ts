import { escapeHtml } from '../lib/escape-html';
import { formatBaht } from '../lib/format-baht';
import { htmlPage } from '../lib/html-page';
import { paymentHeader } from './render-card-page';
import { isOpen, type TwoC2pPayment } from './twoc2p-payment';

/**
 * Stands in for the buyer's banking app scanning 2C2P's Thai QR: one button pays it, and the QR
 * page in the other tab moves on by itself. The result stays here, as on a phone.
 */
export const renderBankAppPage = (payment: TwoC2pPayment, isResult: boolean): string =>
  htmlPage(
    '2C2P sandbox · Banking app',
    `${paymentHeader(payment, 'แอปธนาคาร / Banking app')}
${
  isOpen(payment) && payment.channel === 'QR'
    ? `<form method="post"><div class="actions">
  <button type="submit" name="action" value="pay" class="primary">ชำระเงิน / Pay</button>
</div></form>`
    : `${isResult ? '<p role="status">เสร็จแล้ว หน้าชำระเงินจะอัปเดตเอง / Done: the payment page updates by itself.</p>' : ''}
<p>รายการนี้ / This payment: ${escapeHtml(payment.status)} (${escapeHtml(payment.respCode)})</p>`
}`,
  );

const row = (payment: TwoC2pPayment, pagePath: string): string => `<tr>
  <td><code>${escapeHtml(payment.invoiceNo)}</code></td>
  <td>${escapeHtml(payment.channel)}</td>
  <td>฿${formatBaht(payment.amount)}</td>
  <td>${escapeHtml(payment.status)} (${escapeHtml(payment.respCode)})</td>
  <td>${isOpen(payment) && !payment.isReturned ? `<a href="${escapeHtml(pagePath)}">ไปชำระ / Open</a>` : ''}</td>
</tr>`;

/** Recent payment tokens, newest first, with the page of the open ones: a demo needs no phone. */
export const renderPaymentsIndex = (
  payments: readonly { payment: TwoC2pPayment; pagePath: string }[],
): string =>
  htmlPage(
    '2C2P sandbox · Payments',
    `<h1>2C2P sandbox · รายการล่าสุด / Recent payments</h1>
${
  payments.length === 0
    ? '<p>ยังไม่มีรายการ / No payments yet.</p>'
    : `<table>
<thead><tr><th>Invoice</th><th>Channel</th><th>จำนวน / Amount</th><th>สถานะ / Status</th><th></th></tr></thead>
<tbody>${payments.map(({ payment, pagePath }) => row(payment, pagePath)).join('')}</tbody>
</table>`
}`,
  );
