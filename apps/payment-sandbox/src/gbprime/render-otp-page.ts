import { escapeHtml } from '../lib/escape-html';
import { formatBaht } from '../lib/format-baht';
import { htmlPage } from '../lib/html-page';
import type { GbTxn } from './gbprime-objects';
import { SANDBOX_OTP } from './gbprime-test-cards';

const hidden = (name: string, value: string) =>
  `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`;

/**
 * The card issuer's one-time-password page GB sends a 3-D Secure buyer to. One form posting to
 * its own address: no script and no absolute URL, so it works under the shop's CSP.
 */
export const renderOtpPage = (txn: GbTxn, publicKey: string, notice: string | null = null): string =>
  htmlPage(
    'ธนาคารทดสอบ · 3-D Secure',
    `<h1>ธนาคารทดสอบ · ยืนยันตัวตนผู้ถือบัตร</h1>
<p>Sandbox Bank · Verified by Visa / Mastercard ID Check (GB Prime Pay sandbox)</p>
<table>
<tr><th>ร้านค้า / Merchant</th><td>${escapeHtml(txn.detail || 'GB Prime Pay merchant')}</td></tr>
<tr><th>จำนวนเงิน / Amount</th><td class="amount">฿${formatBaht(txn.amount)} THB</td></tr>
<tr><th>บัตร / Card</th><td>${escapeHtml(txn.cardNo ?? '')}</td></tr>
<tr><th>อ้างอิง / Ref</th><td><code>${escapeHtml(txn.gbpReferenceNo)}</code></td></tr>
</table>
${notice ? `<p role="alert"><strong>${escapeHtml(notice)}</strong></p>` : ''}
<form method="post">
${hidden('publicKey', publicKey)}
${hidden('gbpReferenceNo', txn.gbpReferenceNo)}
<p><label for="otp">รหัส OTP ที่ได้รับทาง SMS / One-time password</label><br>
<input id="otp" name="otp" inputmode="numeric" autocomplete="one-time-code" maxlength="6" required></p>
<p class="banner">แซนด์บ็อกซ์: รหัส OTP คือ ${SANDBOX_OTP} / Sandbox: the OTP is ${SANDBOX_OTP}; any other code declines.</p>
<div class="actions">
  <button type="submit" name="action" value="confirm" class="primary">ยืนยัน / Confirm</button>
  <button type="submit" name="action" value="cancel" formnovalidate>ยกเลิก / Cancel</button>
</div>
</form>`,
  );

/** What the bank page says once the transaction no longer waits for a password. */
export const renderOtpDonePage = (txn: GbTxn): string =>
  htmlPage(
    'ธนาคารทดสอบ · 3-D Secure',
    `<h1>ธนาคารทดสอบ · 3-D Secure</h1>
<p>รายการนี้จบแล้ว / This payment is already ${escapeHtml(txn.status)}.</p>
${txn.responseUrl ? `<p><a href="${escapeHtml(txn.responseUrl)}">กลับไปที่ร้านค้า / Back to the shop</a></p>` : ''}`,
  );

/** A page for a reference or key the bank page does not know. */
export const renderGbPrimeErrorPage = (message: string): string =>
  htmlPage('GB Prime Pay sandbox', `<h1>GB Prime Pay sandbox</h1><p>${escapeHtml(message)}</p>`);
