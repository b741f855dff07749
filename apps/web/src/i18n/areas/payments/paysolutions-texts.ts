import type { Widen } from '../../widen';

/** Texts of Pay Solutions (13). */
export const paySolutionsTh = {
  paySolutions: {
    intro:
      'ระบบจะพาคุณไปยังหน้าชำระเงินของ Pay Solutions เมื่อชำระเสร็จ คุณจะกลับมาที่ร้านและระบบจะตรวจสอบผลการชำระเงินกับ Pay Solutions ให้',
    pay: 'ชำระเงินกับ Pay Solutions {{amount}}',
    leaving: 'กำลังไปยังหน้าชำระเงินของ Pay Solutions…',
    formLabel: 'แบบฟอร์มชำระเงิน Pay Solutions',
  },
};

export const paySolutionsEn: Widen<typeof paySolutionsTh> = {
  paySolutions: {
    intro:
      "You will be taken to Pay Solutions' payment page. When you have paid, you come back to the shop and it checks the payment with Pay Solutions.",
    pay: 'Pay {{amount}} with Pay Solutions',
    leaving: "Taking you to Pay Solutions' payment page…",
    formLabel: 'Pay Solutions payment form',
  },
};
