import { escapeHtml } from '../lib/escape-html';
import { htmlPage } from '../lib/html-page';
import { paymentHeader } from './render-card-page';
import type { TwoC2pPayment } from './twoc2p-payment';

/** Seconds between the page's own status checks while it waits for the QR to be paid. */
export const QR_REFRESH_SECONDS = 2;

const bangkokTime = (at: Date) => new Date(at.getTime() + 7 * 3_600_000).toISOString().slice(11, 16);

/**
 * 2C2P's Thai QR page: a real PromptPay (EMVCo) payload for the amount, scanned by the buyer's
 * banking app; the page reloads itself every two seconds (a meta refresh: the shop's CSP allows
 * no inline script) and sends the buyer back to the merchant once the QR is paid or expires.
 */
export const renderQrPage = (payment: TwoC2pPayment, qrSvg: string): string =>
  htmlPage(
    '2C2P sandbox · Thai QR',
    `<meta http-equiv="refresh" content="${String(QR_REFRESH_SECONDS)}">
${paymentHeader(payment, 'Thai QR Payment')}
<div class="qr" role="img" aria-label="Thai QR ${escapeHtml(payment.invoiceNo)}">${qrSvg}</div>
<p>สแกนด้วยแอปธนาคาร QR ใช้ได้ถึง ${bangkokTime(payment.expiresAt)} น. / Scan with your banking app before ${bangkokTime(payment.expiresAt)} (Bangkok).</p>
<p role="status">รอการชำระเงิน / Waiting for the payment…</p>
<p><a href="../../../../bank-app/${encodeURIComponent(payment.invoiceNo)}" target="_blank" rel="noopener">เปิดแอปธนาคารจำลอง / Open the sandbox banking app</a></p>
<form method="post"><div class="actions">
  <button type="submit" name="action" value="cancel">ยกเลิก / Cancel</button>
</div></form>`,
  );

/** A card payment the bank is still processing (control `pending`): the page checks again by itself. */
export const renderProcessingPage = (payment: TwoC2pPayment): string =>
  htmlPage(
    '2C2P sandbox · Processing',
    `<meta http-equiv="refresh" content="${String(QR_REFRESH_SECONDS)}">
${paymentHeader(payment, 'กำลังดำเนินการ / Processing')}
<p role="status">ธนาคารกำลังดำเนินการ / The bank is processing the payment…</p>`,
  );
