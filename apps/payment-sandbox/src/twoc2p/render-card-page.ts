import { escapeHtml } from '../lib/escape-html';
import { formatBaht } from '../lib/format-baht';
import { htmlPage } from '../lib/html-page';
import type { CardFormValues } from './parse-card-form';
import type { TwoC2pPayment } from './twoc2p-payment';

export const FORM_STYLE = `<style>
  .pgw label { display: block; margin-top: .75rem; font-size: .9rem; }
  .pgw input[type=text], .pgw input[type=password] { width: 100%; box-sizing: border-box; font: inherit;
    padding: .5rem .6rem; border: 1px solid #9aa5b1; border-radius: 6px; margin-top: .25rem; }
  .pgw .row { display: flex; gap: .75rem; } .pgw .row > label { flex: 1; }
  .pgw fieldset { border: 1px solid #e4e7eb; border-radius: 6px; margin-top: 1rem; }
  .pgw fieldset label { display: flex; gap: .5rem; align-items: center; margin: .35rem 0; }
  .pgw .errors { color: #b3261e; } .pgw .merchant { color: #52606d; font-size: .9rem; }
</style>`;

/** The header every 2C2P page shows: merchant, what is paid for, how much. */
export const paymentHeader = (
  payment: TwoC2pPayment,
  title: string,
): string => `<h1>2C2P sandbox · ${title}</h1>
<p class="merchant">ร้านค้า / Merchant ${escapeHtml(payment.merchantId)} · ${escapeHtml(payment.invoiceNo)}</p>
<p>${escapeHtml(payment.description)}</p>
<p class="amount">฿${formatBaht(payment.amount)} ${escapeHtml(payment.currencyCode)}</p>`;

/** Months split evenly, the odd satang on the first months (the shop shows the same figures). */
const monthly = (amount: number, months: number) => {
  const base = Math.floor(amount / months);
  const high = base + (amount % months === 0 ? 0 : 1);
  return high === base ? formatBaht(base) : `${formatBaht(base)}–${formatBaht(high)}`;
};

const periods = (payment: TwoC2pPayment): string =>
  payment.channel !== 'IPP'
    ? ''
    : `<fieldset><legend>จำนวนงวด / Installment term (${payment.interestType === 'M' ? '0%' : 'interest by the bank'})</legend>
${payment.installmentPeriods
  .map(
    (
      months,
      index,
    ) => `<label><input type="radio" name="period" value="${String(months)}"${index === 0 ? ' checked' : ''}>
${String(months)} เดือน / months · ฿${monthly(payment.amount, months)} ต่อเดือน / a month</label>`,
  )
  .join('\n')}
</fieldset>`;

const input = (name: keyof CardFormValues, label: string, value: string, extra = '') =>
  `<label>${label}<input type="${name === 'cvv' ? 'password' : 'text'}" name="${name}" value="${escapeHtml(value)}" ${extra}></label>`;

/**
 * 2C2P's card form (cards and installment plans): name, number, expiry, CVV, and for installments
 * the terms the merchant allowed. Pay goes on to 3-D Secure; Cancel ends the payment.
 */
export const renderCardPage = (
  payment: TwoC2pPayment,
  values: CardFormValues = { name: '', number: '', month: '', year: '', cvv: '' },
  errors: readonly string[] = [],
): string =>
  htmlPage(
    '2C2P sandbox · Payment',
    `${FORM_STYLE}
<div class="pgw">
${paymentHeader(payment, payment.channel === 'IPP' ? 'ผ่อนชำระ / Installment plan' : 'บัตรเครดิต/เดบิต / Card payment')}
${errors.length > 0 ? `<ul class="errors" role="alert">${errors.map((error) => `<li>${escapeHtml(error)}</li>`).join('')}</ul>` : ''}
<form method="post">
${input('name', 'ชื่อบนบัตร / Name on card', values.name, 'autocomplete="cc-name"')}
${input('number', 'หมายเลขบัตร / Card number', values.number, 'inputmode="numeric" autocomplete="cc-number"')}
<div class="row">
${input('month', 'เดือนหมดอายุ / Expiry month', values.month, 'inputmode="numeric" placeholder="MM"')}
${input('year', 'ปีหมดอายุ / Expiry year', values.year, 'inputmode="numeric" placeholder="YYYY"')}
${input('cvv', 'รหัส CVV / CVV', '', 'inputmode="numeric"')}
</div>
${periods(payment)}
<div class="actions">
  <button type="submit" name="action" value="pay" class="primary">ชำระเงิน / Pay</button>
  <button type="submit" name="action" value="cancel" formnovalidate>ยกเลิก / Cancel</button>
</div>
</form>
</div>`,
  );
