import type { MailMessage } from './mail-message';

/** What the buyer's refund mail says. */
export type RefundMailFacts = {
  to: string;
  name: string;
  shopTitle: string;
  orderId: number;
  /** The refunded amount with its currency, e.g. "1,070.00 THB". */
  amountText: string;
  /** The refunded courses and items; access to the courses has ended. */
  items: readonly string[];
  reason: string;
  ordersLink: string;
};

const itemLines = (items: readonly string[]) => items.map((item) => `- ${item}`);

/** Lines of an order refunded: how much, for what, why, and that those courses are closed now. */
export const orderRefundedMail = (facts: RefundMailFacts): MailMessage => {
  const order = `#${String(facts.orderId)}`;
  return {
    template: 'order_refunded',
    to: facts.to,
    subject: `คืนเงินคำสั่งซื้อ ${order} / Refund of order ${order}`,
    text: [
      `สวัสดีคุณ${facts.name}`,
      '',
      `${facts.shopTitle} คืนเงินจำนวน ${facts.amountText} ของคำสั่งซื้อ ${order} สำหรับรายการต่อไปนี้:`,
      '',
      ...itemLines(facts.items),
      '',
      `เหตุผล: ${facts.reason}`,
      'เงินจะคืนผ่านช่องทางที่คุณชำระ หรือโอนเข้าบัญชีของคุณ และสิทธิ์เข้าเรียนคอร์สเหล่านี้สิ้นสุดแล้ว',
      '',
      `ดูคำสั่งซื้อของคุณ: ${facts.ordersLink}`,
      '',
      '---',
      '',
      `Hello ${facts.name},`,
      '',
      `${facts.shopTitle} refunded ${facts.amountText} of order ${order} for:`,
      '',
      ...itemLines(facts.items),
      '',
      `Reason: ${facts.reason}`,
      'The money goes back the way you paid, or by a transfer to your account, and your access to these courses has ended.',
      '',
      `Your orders: ${facts.ordersLink}`,
      '',
    ].join('\n'),
  };
};
