import { escapeHtml } from '../lib/escape-html';
import { formatBaht } from '../lib/format-baht';
import { htmlPage } from '../lib/html-page';
import type { GbTxn } from './gbprime-objects';

const STATUS_LABELS: Record<GbTxn['status'], string> = {
  G: 'รอชำระ / Generated',
  A: 'อนุมัติ / Authorized',
  S: 'ชำระแล้ว / Settled',
  V: 'ยกเลิก / Voided',
  D: 'ปฏิเสธ / Declined',
};

export const gbPrimeStatusLabel = (txn: GbTxn) =>
  txn.isExpired ? 'หมดอายุ / Expired' : STATUS_LABELS[txn.status];

const row = (txn: GbTxn): string => {
  const canPay = txn.paymentType === 'Q' && txn.status === 'G' && !txn.isExpired;
  return `<tr>
  <td><code>${escapeHtml(txn.referenceNo)}</code></td>
  <td>${txn.paymentType === 'Q' ? 'QR Cash (PromptPay)' : `Card ${escapeHtml(txn.cardNo ?? '')}`}</td>
  <td>฿${formatBaht(txn.amount)}</td>
  <td>${gbPrimeStatusLabel(txn)}</td>
  <td>${canPay ? `<a href="qr/${encodeURIComponent(txn.gbpReferenceNo)}">ไปชำระ / Open</a>` : ''}</td>
</tr>`;
};

/** Recent transactions with a link to pay the open QRs, so a demo needs no phone. */
export const renderGbPrimeIndex = (txns: GbTxn[]): string =>
  htmlPage(
    'GB Prime Pay sandbox · Transactions',
    `<h1>GB Prime Pay sandbox · รายการล่าสุด / Recent transactions</h1>
${
  txns.length === 0
    ? '<p>ยังไม่มีรายการ / No transactions yet.</p>'
    : `<table>
<thead><tr><th>referenceNo</th><th>วิธีชำระ / Method</th><th>จำนวน / Amount</th><th>สถานะ / Status</th><th></th></tr></thead>
<tbody>${txns.map(row).join('')}</tbody>
</table>`
}`,
  );

/** The "banking app" that scans a QR Cash transaction: the QR, and Pay or Decline. */
export const renderGbPrimeQrPage = (txn: GbTxn, qrSvg: string): string =>
  htmlPage(
    'GB Prime Pay sandbox · PromptPay',
    `<h1>แอปธนาคารทดสอบ / Sandbox banking app</h1>
<p class="amount">฿${formatBaht(txn.amount)} THB</p>
<div class="qr">${qrSvg}</div>
<p>สถานะ / Status: <strong>${gbPrimeStatusLabel(txn)}</strong></p>
${
  txn.status === 'G' && !txn.isExpired
    ? `<form method="post"><div class="actions">
  <button type="submit" name="action" value="pay" class="primary">ชำระเงิน / Pay</button>
  <button type="submit" name="action" value="decline">ปฏิเสธ / Decline</button>
</div></form>`
    : ''
}`,
  );
