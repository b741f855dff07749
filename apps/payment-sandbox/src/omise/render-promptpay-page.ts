import { escapeHtml } from '../lib/escape-html';
import { formatBaht } from '../lib/format-baht';
import { htmlPage } from '../lib/html-page';
import type { OmiseCharge } from './omise-objects';
import { omiseStatusLabel } from './omise-status-label';

const ACTIONS = `<form method="post">
  <div class="actions">
    <button type="submit" name="action" value="pay" class="primary">ชำระเงิน / Pay</button>
    <button type="submit" name="action" value="decline">ปฏิเสธ / Decline</button>
    <button type="submit" name="action" value="expire">ปล่อยให้หมดเวลา / Let it expire</button>
  </div>
</form>`;

const RESULT = `<p role="status">เสร็จแล้ว หน้าร้านค้าจะอัปเดตเอง / Done: the shop's page updates by itself.</p>`;

/**
 * Stands in for the buyer's banking app: the QR (inline SVG, so no image request is needed), the
 * amount, and buttons to pay, decline or let it expire. After an action it shows the result here
 * instead of redirecting, as a phone would.
 */
export const renderPromptPayPage = (charge: OmiseCharge, qrSvg: string, isResult: boolean): string => {
  const downloadUri = charge.source?.scannable_code?.image.download_uri ?? '';
  const body =
    charge.status === 'pending'
      ? ACTIONS
      : `${isResult ? RESULT : ''}<p>รายการนี้จบแล้ว / This charge is ${escapeHtml(charge.status)}.</p>`;
  return htmlPage(
    'Omise sandbox · PromptPay',
    `<h1>Omise sandbox · พร้อมเพย์ / PromptPay</h1>
<p class="amount">฿${formatBaht(charge.amount)} THB</p>
<p>สถานะ / Status: <strong>${omiseStatusLabel(charge.status)}</strong></p>
<div class="qr" role="img" aria-label="PromptPay QR">${qrSvg}</div>
<p><a href="${escapeHtml(downloadUri)}">ดาวน์โหลด QR / Download the QR (SVG)</a></p>
${body}`,
  );
};
