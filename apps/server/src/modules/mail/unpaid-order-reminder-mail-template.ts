import type { MailMessage } from './mail-message';

type UnpaidReminderFacts = {
  to: string;
  name: string;
  shopTitle: string;
  orderId: number;
  amountText: string;
  /** When the order is cancelled if unpaid, as the shop shows it (Bangkok). */
  payUntil: string;
  payLink: string;
};

/** An unpaid order, shortly before it is cancelled: how much, until when, and where to pay. */
export const unpaidOrderReminderMail = (facts: UnpaidReminderFacts): MailMessage => {
  const order = String(facts.orderId);
  return {
    template: 'unpaid_order_reminder',
    to: facts.to,
    subject: `คำสั่งซื้อ #${order} ยังไม่ได้ชำระเงิน / Order #${order} is waiting for payment`,
    text: [
      `สวัสดีคุณ${facts.name}`,
      '',
      `คำสั่งซื้อ #${order} ที่ ${facts.shopTitle} (${facts.amountText}) ยังไม่ได้ชำระเงิน`,
      `กรุณาชำระภายใน ${facts.payUntil} มิฉะนั้นคำสั่งซื้อจะถูกยกเลิก: ${facts.payLink}`,
      '',
      '---',
      '',
      `Hello ${facts.name},`,
      '',
      `Order #${order} at ${facts.shopTitle} (${facts.amountText}) is not paid yet.`,
      `Please pay by ${facts.payUntil}, or it is cancelled: ${facts.payLink}`,
      '',
    ].join('\n'),
  };
};
