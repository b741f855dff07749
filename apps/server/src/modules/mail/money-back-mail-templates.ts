import type { MailMessage } from './mail-message';
import { compose, type OrderMailFacts } from './payment-mail-templates';

/**
 * A payment arrived for an order that was already paid or closed: the buyer keeps nothing twice
 * and hears at once that the money goes back, and how.
 */
export const extraPaymentReceivedMail = (
  facts: OrderMailFacts & { isRefundedByProvider: boolean },
): MailMessage => ({
  template: 'extra_payment_received',
  to: facts.to,
  subject: `เราได้รับเงินซ้ำ คำสั่งซื้อ #${String(facts.orderId)} / A second payment for order #${String(facts.orderId)}`,
  text: compose(
    facts,
    [
      `เราได้รับการชำระเงิน ${facts.amountText} สำหรับคำสั่งซื้อ #${String(facts.orderId)} ซึ่งชำระแล้วหรือถูกยกเลิกไปก่อนหน้า`,
      facts.isRefundedByProvider
        ? 'ระบบจะคืนเงินจำนวนนี้ไปยังช่องทางที่คุณชำระโดยอัตโนมัติ และจะแจ้งให้ทราบเมื่อคืนเงินแล้ว'
        : `${facts.shopTitle} จะคืนเงินจำนวนนี้ให้คุณ และจะติดต่อคุณหากต้องการข้อมูลเพิ่มเติม`,
    ],
    [
      `We received a payment of ${facts.amountText} for order #${String(facts.orderId)}, which was already paid or closed.`,
      facts.isRefundedByProvider
        ? 'It is being returned to the way you paid, automatically; we will tell you once it is done.'
        : `${facts.shopTitle} will return it to you and will contact you if anything is needed.`,
    ],
  ),
});

/** The money set aside went back through the provider. */
export const extraPaymentRefundedMail = (facts: OrderMailFacts): MailMessage => ({
  template: 'extra_payment_refunded',
  to: facts.to,
  subject: `คืนเงินแล้ว คำสั่งซื้อ #${String(facts.orderId)} / Payment returned, order #${String(facts.orderId)}`,
  text: compose(
    facts,
    [
      `เราได้คืนเงิน ${facts.amountText} ที่ได้รับซ้ำสำหรับคำสั่งซื้อ #${String(facts.orderId)} แล้ว`,
      'เงินจะกลับเข้าบัตรหรือบัญชีของคุณตามระยะเวลาของธนาคารหรือผู้ให้บริการ',
    ],
    [
      `We returned the second payment of ${facts.amountText} for order #${String(facts.orderId)}.`,
      'It reaches your card or account in the time your bank or provider takes.',
    ],
  ),
});
