import { escapeHtml } from '../lib/escape-html';
import { htmlPage } from '../lib/html-page';
import { paymentHeader } from './render-card-page';
import type { TwoC2pPayment } from './twoc2p-payment';

const RESULT_TEXT: Readonly<Record<string, string>> = {
  succeeded: 'ชำระเงินสำเร็จ / Payment successful',
  failed: 'ชำระเงินไม่สำเร็จ / Payment failed',
  cancelled: 'ยกเลิกการชำระเงินแล้ว / Payment cancelled',
  expired: 'หมดเวลาชำระเงิน / Payment expired',
};

/**
 * 2C2P's frontend return: `paymentResponse` = base64 of unsigned JSON, posted by the browser to
 * the merchant's frontendReturnUrl. It says only "completed, do an inquiry" (2000), never "paid".
 */
export const paymentResponseOf = (payment: TwoC2pPayment): string => {
  const final =
    payment.status === 'cancelled' || payment.status === 'expired'
      ? { respCode: payment.respCode, respDesc: payment.respDesc }
      : {
          respCode: '2000',
          respDesc:
            'Transaction is completed, please do payment inquiry request for full payment information.',
        };
  return Buffer.from(
    JSON.stringify({ invoiceNo: payment.invoiceNo, channelCode: payment.channel, ...final }),
  ).toString('base64');
};

/**
 * The end of the payment: the result, then the browser posts `paymentResponse` back to the
 * merchant. The post is sent by a same-origin script file (the shop's CSP forbids inline script);
 * the button does the same by hand.
 */
export const renderReturnPage = (payment: TwoC2pPayment): string =>
  htmlPage(
    '2C2P sandbox · Result',
    `${paymentHeader(payment, RESULT_TEXT[payment.status] ?? payment.status)}
<p>${escapeHtml(payment.respCode)} ${escapeHtml(payment.respDesc)}</p>
${
  payment.frontendReturnUrl
    ? `<form id="twoc2p-return" method="post" action="${escapeHtml(payment.frontendReturnUrl)}">
<input type="hidden" name="paymentResponse" value="${paymentResponseOf(payment)}">
<p>กำลังกลับไปยังร้านค้า / Returning to the merchant…</p>
<div class="actions"><button type="submit" class="primary">กลับไปยังร้านค้า / Return to merchant</button></div>
</form>
<script src="../assets/return.js"></script>`
    : ''
}`,
  );

/** A token already paid with, or its page already left: 2C2P's 9041. */
export const renderUsedTokenPage = (): string =>
  htmlPage(
    '2C2P sandbox · 9041',
    `<h1>2C2P sandbox · 9041</h1><p role="alert">Payment token already used / โทเค็นการชำระเงินนี้ถูกใช้ไปแล้ว</p>`,
  );

/** A token the sandbox never issued: 2C2P's 9040. */
export const renderInvalidTokenPage = (): string =>
  htmlPage(
    '2C2P sandbox · 9040',
    `<h1>2C2P sandbox · 9040</h1><p role="alert">Invalid payment token / โทเค็นการชำระเงินไม่ถูกต้อง</p>`,
  );
