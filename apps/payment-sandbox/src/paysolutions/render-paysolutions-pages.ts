import { maskEmail } from '../control/personal-data';
import { escapeHtml } from '../lib/escape-html';
import { formatBaht } from '../lib/format-baht';
import { htmlPage } from '../lib/html-page';
import type { PaySolutionsPayment } from './paysolutions-store';

const STATUS_TEXT: Record<PaySolutionsPayment['status'], string> = {
  waiting: 'รอชำระ / Waiting',
  paid: 'ชำระแล้ว / Paid',
  failed: 'ไม่สำเร็จ / Failed',
  abandoned: 'ยกเลิก / Abandoned',
};

/**
 * Pay Solutions' hosted payment page: the merchant's order (the buyer's e-mail masked: anyone who
 * has the reference may open the page) and three decisions. The buttons post
 * to `confirm.aspx` beside this page (a relative address: no script, no host, under the shop's CSP).
 */
export const renderPaymentPage = (payment: PaySolutionsPayment): string =>
  htmlPage(
    'Pay Solutions · ชำระเงิน',
    `<h1>Pay Solutions · ชำระเงินออนไลน์ / Online payment</h1>
<table>
<tr><th>ร้านค้า / Merchant</th><td>${escapeHtml(payment.merchantId)}</td></tr>
<tr><th>เลขอ้างอิง / Reference</th><td>${escapeHtml(payment.refno)}</td></tr>
<tr><th>รายการ / Product</th><td>${escapeHtml(payment.productDetail)}</td></tr>
<tr><th>อีเมล / E-mail</th><td>${escapeHtml(maskEmail(payment.customerEmail))}</td></tr>
</table>
<p class="amount">฿${formatBaht(payment.total)} THB</p>
<form method="post" action="confirm.aspx">
  <input type="hidden" name="refno" value="${escapeHtml(payment.refno)}">
  <div class="actions">
    <button type="submit" name="decision" value="pay" class="primary">ชำระเงิน / Pay</button>
    <button type="submit" name="decision" value="fail">ชำระไม่สำเร็จ / Fail</button>
    <button type="submit" name="decision" value="abandon">ยกเลิกและกลับร้านค้า / Abandon</button>
  </div>
</form>`,
  );

/** The page of a payment that did not go through, with the way back to the merchant. */
export const renderFailedPage = (payment: PaySolutionsPayment): string =>
  htmlPage(
    'Pay Solutions · ไม่สำเร็จ',
    `<h1>Pay Solutions · การชำระเงินไม่สำเร็จ / Payment failed</h1>
<p>เลขอ้างอิง / Reference: <strong>${escapeHtml(payment.refno)}</strong></p>
<p><a href="${escapeHtml(payment.returnUrl)}">กลับสู่ร้านค้า / Back to the shop</a></p>`,
  );

/** The page's refusal of a form, in Pay Solutions' words ("duplicate reference number"). */
export const renderRefusedPage = (message: string): string =>
  htmlPage(
    'Pay Solutions · ผิดพลาด',
    `<h1>Pay Solutions · ไม่สามารถทำรายการได้ / Cannot proceed</h1>
<p class="error">${escapeHtml(message)}</p>`,
  );

/** A decision about a payment that has already ended. */
export const renderEndedPage = (payment: PaySolutionsPayment): string =>
  htmlPage(
    'Pay Solutions · รายการจบแล้ว',
    `<h1>Pay Solutions</h1>
<p>รายการนี้จบแล้ว / This payment has ended: <strong>${STATUS_TEXT[payment.status]}</strong></p>`,
  );

/** Recent payments, newest first, to find one during a demo. */
export const renderPaymentsIndex = (payments: PaySolutionsPayment[]): string =>
  htmlPage(
    'Pay Solutions sandbox',
    `<h1>Pay Solutions sandbox · รายการล่าสุด / Recent payments</h1>
${
  payments.length === 0
    ? '<p>ยังไม่มีรายการ / No payments yet.</p>'
    : `<table>
<thead><tr><th>Refno</th><th>Order no.</th><th>จำนวน / Amount</th><th>สถานะ / Status</th></tr></thead>
<tbody>${payments
        .map(
          (payment) =>
            `<tr><td><code>${escapeHtml(payment.refno)}</code></td><td>${escapeHtml(payment.orderNo ?? '')}</td><td>฿${formatBaht(payment.total)}</td><td>${STATUS_TEXT[payment.status]}</td></tr>`,
        )
        .join('')}</tbody>
</table>`
}`,
  );
