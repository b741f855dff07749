import { escapeHtml } from '../lib/escape-html';
import { htmlPage } from '../lib/html-page';
import { FORM_STYLE, paymentHeader } from './render-card-page';
import type { TwoC2pPayment } from './twoc2p-payment';

/** The issuer's 3-D Secure challenge: the one-time password sent to the cardholder's phone. */
export const renderOtpPage = (payment: TwoC2pPayment): string =>
  htmlPage(
    '2C2P sandbox · 3-D Secure',
    `${FORM_STYLE}
<div class="pgw">
${paymentHeader(payment, '3-D Secure')}
<p>บัตร / Card: <strong>${escapeHtml(payment.card?.brand ?? '')} ${escapeHtml(payment.card?.masked ?? '')}</strong></p>
${payment.chosenPeriod ? `<p>ผ่อน / Installments: <strong>${String(payment.chosenPeriod)} เดือน / months</strong></p>` : ''}
<p>กรอกรหัส OTP ที่ธนาคารส่งไปยังโทรศัพท์ของคุณ (ทดสอบ: 123456) / Enter the OTP your bank sent (test: 123456)</p>
<form method="post">
<label>รหัส OTP / OTP<input type="text" name="otp" inputmode="numeric" autocomplete="one-time-code"></label>
<div class="actions">
  <button type="submit" name="action" value="otp" class="primary">ยืนยัน / Confirm</button>
  <button type="submit" name="action" value="cancel">ยกเลิก / Cancel</button>
</div>
</form>
</div>`,
  );
