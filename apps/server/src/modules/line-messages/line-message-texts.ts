/** The order changes a student hears of on LINE. */
export type OrderLineTopic = 'paid' | 'approved' | 'rejected' | 'refunded';

export type OrderLineFacts = {
  shopTitle: string;
  orderId: number;
  amountText: string;
  /** Rejected or refunded: the shop's reason. */
  reason?: string;
  ordersLink: string;
};

type Language = 'th' | 'en';

const lines: Record<OrderLineTopic, Record<Language, (facts: OrderLineFacts) => string>> = {
  paid: {
    th: (f) => `ได้รับการชำระเงินคำสั่งซื้อ #${String(f.orderId)} (${f.amountText}) แล้ว กำลังตรวจสอบ`,
    en: (f) =>
      `We received the payment of order #${String(f.orderId)} (${f.amountText}) and are checking it.`,
  },
  approved: {
    th: (f) => `คำสั่งซื้อ #${String(f.orderId)} อนุมัติแล้ว เริ่มเรียนได้เลย`,
    en: (f) => `Order #${String(f.orderId)} is approved: you can start learning.`,
  },
  rejected: {
    th: (f) => `คำสั่งซื้อ #${String(f.orderId)} ไม่ได้รับการอนุมัติ เหตุผล: ${f.reason ?? '-'}`,
    en: (f) => `Order #${String(f.orderId)} was not approved. Reason: ${f.reason ?? '-'}`,
  },
  refunded: {
    th: (f) => `คืนเงินคำสั่งซื้อ #${String(f.orderId)} จำนวน ${f.amountText} แล้ว เหตุผล: ${f.reason ?? '-'}`,
    en: (f) => `Order #${String(f.orderId)} was refunded ${f.amountText}. Reason: ${f.reason ?? '-'}`,
  },
};

/** One LINE text: the shop's name, what changed, and where to read more, in the student's language. */
export const orderLineText = (topic: OrderLineTopic, language: Language, facts: OrderLineFacts): string =>
  `${facts.shopTitle}\n${lines[topic][language](facts)}\n${facts.ordersLink}`;
