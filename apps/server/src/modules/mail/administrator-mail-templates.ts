import type { FlagReason } from '@shop/domain/payments/attempt-states';
import type { MailMessage } from './mail-message';

/** What every mail to an administrator says about the order waiting for them. */
export type AdministratorMailFacts = {
  to: string;
  shopTitle: string;
  orderId: number;
  /** "Somsri Jaidee (somsri, somsri@example.com)". */
  buyer: string;
  /** The amount the order asks for, with its currency: "1,990.00 THB". */
  amountText: string;
  /** Where in the back office the administrator acts on it. */
  link: string;
};

const compose = (facts: AdministratorMailFacts, th: string[], en: string[]) =>
  [
    ...th,
    '',
    `คำสั่งซื้อ: #${String(facts.orderId)}`,
    `ผู้ซื้อ: ${facts.buyer}`,
    `ยอดที่ต้องชำระ: ${facts.amountText}`,
    '',
    `ตรวจสอบที่: ${facts.link}`,
    '',
    '---',
    '',
    ...en,
    '',
    `Order: #${String(facts.orderId)}`,
    `Buyer: ${facts.buyer}`,
    `Amount to pay: ${facts.amountText}`,
    '',
    `Review it here: ${facts.link}`,
    '',
  ].join('\n');

/** A buyer reported a bank transfer: it waits in the review queue. */
export const transferReportedMail = (
  facts: AdministratorMailFacts & {
    /** The origin bank, the shop's account paid into, the amount typed and the moment (Bangkok). */
    transfer: { bank: string; account: string; amountText: string; at: string };
    reportedAt: string;
  },
): MailMessage => {
  const order = `#${String(facts.orderId)}`;
  const { transfer } = facts;
  return {
    template: 'transfer_reported',
    to: facts.to,
    subject: `มีการแจ้งโอนเงินรอตรวจสอบ คำสั่งซื้อ ${order} / Transfer reported, order ${order} waits for review`,
    text: compose(
      facts,
      [
        `${facts.shopTitle}: ผู้ซื้อแจ้งโอนเงินของคำสั่งซื้อ ${order} เมื่อ ${facts.reportedAt} (เวลาประเทศไทย) รอผู้ดูแลตรวจสอบกับรายการเดินบัญชี`,
        `ธนาคารต้นทาง: ${transfer.bank}`,
        `โอนเข้าบัญชี: ${transfer.account}`,
        `จำนวนเงินที่แจ้ง: ${transfer.amountText}`,
        `วันเวลาที่โอน: ${transfer.at}`,
      ],
      [
        `${facts.shopTitle}: the buyer reported a bank transfer for order ${order} at ${facts.reportedAt} (Bangkok time). It waits for an administrator to check it against the statement.`,
        `From bank: ${transfer.bank}`,
        `Into account: ${transfer.account}`,
        `Amount reported: ${transfer.amountText}`,
        `Transferred at: ${transfer.at}`,
      ],
    ),
  };
};

const SET_ASIDE_REASONS: Readonly<Record<FlagReason, { th: string; en: string }>> = {
  amount_mismatch: {
    th: 'ยอดเงินที่ได้รับไม่ตรงกับยอดของคำสั่งซื้อ',
    en: "the amount paid is not the order's amount",
  },
  paid_twice: { th: 'คำสั่งซื้อนี้ชำระเงินไปแล้ว (ชำระซ้ำ)', en: 'the order was already paid (paid twice)' },
  order_closed: {
    th: 'คำสั่งซื้อถูกยกเลิกหรือไม่อนุมัติไปแล้วก่อนเงินเข้า',
    en: 'the order was already cancelled or rejected when the money arrived',
  },
};

/**
 * Money a provider took that the order cannot take (another amount, paid twice, an order already
 * closed): nothing was fulfilled; an administrator refunds it or approves the order by hand.
 */
export const paymentSetAsideMail = (
  facts: AdministratorMailFacts & { provider: string; reference: string; reason: string },
): MailMessage => {
  const order = `#${String(facts.orderId)}`;
  const reason = SET_ASIDE_REASONS[facts.reason as FlagReason] as { th: string; en: string } | undefined;
  return {
    template: 'payment_set_aside',
    to: facts.to,
    subject: `การชำระเงินรอผู้ดูแลตัดสินใจ คำสั่งซื้อ ${order} / Payment set aside for an administrator, order ${order}`,
    text: compose(
      facts,
      [
        `${facts.shopTitle}: มีเงินเข้าจาก ${facts.provider} (อ้างอิง ${facts.reference}) สำหรับคำสั่งซื้อ ${order} แต่ระบบพักไว้ให้ผู้ดูแลตัดสินใจ เพราะ${reason?.th ?? facts.reason}`,
        'ระบบยังไม่ได้เปิดคอร์สหรือส่งสินค้าให้ผู้ซื้อ กรุณาคืนเงินหรืออนุมัติคำสั่งซื้อเอง',
      ],
      [
        `${facts.shopTitle}: money arrived from ${facts.provider} (reference ${facts.reference}) for order ${order}, but it was set aside for an administrator: ${reason?.en ?? facts.reason}.`,
        'Nothing was fulfilled: refund the money or approve the order yourself.',
      ],
    ),
  };
};
