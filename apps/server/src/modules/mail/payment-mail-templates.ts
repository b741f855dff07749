import type { MailMessage } from './mail-message';

/** What every payment mail says about its order. */
export type OrderMailFacts = {
  to: string;
  name: string;
  shopTitle: string;
  orderId: number;
  /** The amount with its currency, e.g. "1,990.00 THB". */
  amountText: string;
  courses: readonly string[];
  /** The buyer's orders page. */
  ordersLink: string;
};

const courseLines = (courses: readonly string[]) => courses.map((course) => `- ${course}`);

/** A payment mail: the Thai text, the order's courses and link, then the same in English. */
export const compose = (facts: OrderMailFacts, th: string[], en: string[]) =>
  [
    `สวัสดีคุณ${facts.name}`,
    '',
    ...th,
    '',
    ...courseLines(facts.courses),
    '',
    `ดูคำสั่งซื้อของคุณ: ${facts.ordersLink}`,
    '',
    '---',
    '',
    `Hello ${facts.name},`,
    '',
    ...en,
    '',
    ...courseLines(facts.courses),
    '',
    `Your orders: ${facts.ordersLink}`,
    '',
  ].join('\n');

/** A reported bank transfer, waiting for the shop to check it. */
export const paymentReceivedMail = (facts: OrderMailFacts & { transferText: string }): MailMessage => ({
  template: 'payment_received',
  to: facts.to,
  subject: `ได้รับแจ้งการชำระเงิน คำสั่งซื้อ #${String(facts.orderId)} / Payment received, order #${String(facts.orderId)}`,
  text: compose(
    facts,
    [
      `${facts.shopTitle} ได้รับแจ้งการชำระเงินของคำสั่งซื้อ #${String(facts.orderId)} จำนวน ${facts.amountText} แล้ว (${facts.transferText})`,
      'เจ้าหน้าที่จะตรวจสอบการโอนเงินและแจ้งผลให้ทราบทางอีเมลนี้',
    ],
    [
      `${facts.shopTitle} received your payment report for order #${String(facts.orderId)}, ${facts.amountText} (${facts.transferText}).`,
      'We will check the transfer and let you know by e-mail.',
    ],
  ),
});

/** The order is paid and approved: the buyer can start learning. */
export const orderApprovedMail = (facts: OrderMailFacts): MailMessage => ({
  template: 'order_approved',
  to: facts.to,
  subject: `ชำระเงินสำเร็จ คำสั่งซื้อ #${String(facts.orderId)} / Order #${String(facts.orderId)} approved`,
  text: compose(
    facts,
    [
      `คำสั่งซื้อ #${String(facts.orderId)} จำนวน ${facts.amountText} ชำระเงินเรียบร้อยและได้รับการอนุมัติแล้ว`,
      'คุณเข้าเรียนคอร์สต่อไปนี้ได้ทันที:',
    ],
    [
      `Order #${String(facts.orderId)}, ${facts.amountText}, is paid and approved.`,
      'You can start learning these courses now:',
    ],
  ),
});

/** The shop refused the payment, with its reason. */
export const orderRejectedMail = (facts: OrderMailFacts & { reason: string }): MailMessage => ({
  template: 'order_rejected',
  to: facts.to,
  subject: `คำสั่งซื้อ #${String(facts.orderId)} ไม่ได้รับการอนุมัติ / Order #${String(facts.orderId)} was not approved`,
  text: compose(
    facts,
    [
      `ขออภัย การชำระเงินของคำสั่งซื้อ #${String(facts.orderId)} จำนวน ${facts.amountText} ไม่ได้รับการอนุมัติ`,
      `เหตุผล: ${facts.reason}`,
      `หากมีข้อสงสัย กรุณาติดต่อ ${facts.shopTitle}`,
    ],
    [
      `Sorry, the payment of order #${String(facts.orderId)}, ${facts.amountText}, was not approved.`,
      `Reason: ${facts.reason}`,
      `If you have questions, please contact ${facts.shopTitle}.`,
    ],
  ),
});

/**
 * The shop did not accept a reported transfer (a wrong or unreadable slip, another amount): the
 * reason, and where to report it again. The order still holds the buyer's place until `payUntil`.
 */
export const transferRejectedMail = (
  facts: OrderMailFacts & { reason: string; reportAgainLink: string; payUntil: string },
): MailMessage => {
  const order = `#${String(facts.orderId)}`;
  return {
    template: 'transfer_rejected',
    to: facts.to,
    subject: `กรุณาแจ้งโอนเงินใหม่ คำสั่งซื้อ ${order} / Please report the transfer again, order ${order}`,
    text: compose(
      facts,
      [
        `${facts.shopTitle} ตรวจสอบการแจ้งโอนเงินของคำสั่งซื้อ ${order} จำนวน ${facts.amountText} แล้ว แต่ยังไม่สามารถยืนยันการชำระเงินได้`,
        `เหตุผล: ${facts.reason}`,
        `กรุณาแจ้งโอนเงินใหม่พร้อมสลิปที่ถูกต้องภายใน ${facts.payUntil} (เวลาประเทศไทย) ที่: ${facts.reportAgainLink}`,
        'คำสั่งซื้อของคุณยังคงอยู่ ไม่ต้องสั่งซื้อใหม่',
      ],
      [
        `${facts.shopTitle} checked the transfer you reported for order ${order}, ${facts.amountText}, but could not confirm the payment.`,
        `Reason: ${facts.reason}`,
        `Please report the transfer again with the right slip by ${facts.payUntil} (Bangkok time): ${facts.reportAgainLink}`,
        'Your order is kept: there is no need to order again.',
      ],
    ),
  };
};
