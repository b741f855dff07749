import { escapeHtml } from '../lib/escape-html';
import { formatBaht } from '../lib/format-baht';
import { htmlPage } from '../lib/html-page';
import type { OmiseCharge } from './omise-objects';
import { omiseStatusLabel } from './omise-status-label';

/**
 * The bank's 3-D Secure challenge: one form, two submit buttons. It posts to its own address,
 * so no script and no absolute URL is needed under the shop's CSP.
 */
export const render3dsPage = (charge: OmiseCharge): string => {
  const card = charge.card;
  const cardText = card ? `${card.brand} •••• ${card.last_digits}` : '';
  const form =
    charge.status === 'pending'
      ? `<form method="post">
  <div class="actions">
    <button type="submit" name="decision" value="pass" class="primary">ยืนยันตัวตน / Pass</button>
    <button type="submit" name="decision" value="fail">ปฏิเสธ / Fail</button>
  </div>
</form>`
      : `<p>รายการนี้จบแล้ว / This charge is already ${escapeHtml(charge.status)}.</p>`;
  return htmlPage(
    'Omise sandbox · 3-D Secure',
    `<h1>Omise sandbox · 3-D Secure</h1>
<p>ยืนยันการชำระเงินด้วยบัตร / Confirm this card payment</p>
<p class="amount">฿${formatBaht(charge.amount)} THB</p>
<p>บัตร / Card: <strong>${escapeHtml(cardText)}</strong></p>
<p>สถานะ / Status: <strong>${omiseStatusLabel(charge.status)}</strong></p>
${form}`,
  );
};
