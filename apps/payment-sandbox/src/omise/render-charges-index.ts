import { escapeHtml } from '../lib/escape-html';
import { formatBaht } from '../lib/format-baht';
import { htmlPage } from '../lib/html-page';
import type { OmiseCharge } from './omise-objects';
import { omisePayPagePath } from './omise-pay-page-path';
import { omiseStatusLabel } from './omise-status-label';

const row = (charge: OmiseCharge): string => {
  const path = charge.status === 'pending' ? omisePayPagePath(charge) : null;
  const method = charge.source
    ? 'PromptPay'
    : `${charge.card?.brand ?? 'Card'} •••• ${charge.card?.last_digits ?? ''}`;
  return `<tr>
  <td><code>${escapeHtml(charge.id)}</code></td>
  <td>${escapeHtml(method)}</td>
  <td>฿${formatBaht(charge.amount)}</td>
  <td>${omiseStatusLabel(charge.status)}</td>
  <td>${path ? `<a href="${escapeHtml(path)}">ไปชำระ / Open</a>` : ''}</td>
</tr>`;
};

/** Recent charges with a link to pay the pending ones, so a demo needs no phone. */
export const renderChargesIndex = (charges: OmiseCharge[]): string =>
  htmlPage(
    'Omise sandbox · Charges',
    `<h1>Omise sandbox · รายการล่าสุด / Recent charges</h1>
${
  charges.length === 0
    ? '<p>ยังไม่มีรายการ / No charges yet.</p>'
    : `<table>
<thead><tr><th>Charge</th><th>วิธีชำระ / Method</th><th>จำนวน / Amount</th><th>สถานะ / Status</th><th></th></tr></thead>
<tbody>${charges.map(row).join('')}</tbody>
</table>`
}`,
  );
