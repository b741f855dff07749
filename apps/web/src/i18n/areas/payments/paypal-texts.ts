import type { Widen } from '../../widen';

/** Texts of PayPal (2): the panel, its modal (spec 2: 'pay with PayPal') and the PayPal button. */
export const payPalTh = {
  payPal: {
    intro: 'ชำระผ่านบัญชี PayPal หรือบัตรที่ผูกกับ PayPal ระบบจะพาไปยืนยันการชำระเงินที่หน้าของ PayPal แล้วกลับมาที่ร้าน',
    pay: 'ชำระเงินด้วย PayPal',
    title: 'ชำระเงินด้วย PayPal',
    amount: 'ยอดที่ต้องชำระ {{amount}}',
    howItWorks:
      'กดปุ่มด้านล่างเพื่อไปยังหน้าของ PayPal เข้าสู่ระบบและกด Pay Now เมื่อกลับมา ร้านค้าจะตรวจสอบการชำระเงินกับ PayPal ให้ทันที',
    buttonLabel: 'จ่ายด้วย PayPal',
    buttonPrefix: 'จ่ายด้วย',
    redirecting: 'กำลังไปยัง PayPal…',
    secureNote: 'ร้านค้าไม่เห็นข้อมูลบัตรหรือรหัสผ่าน PayPal ของคุณ',
  },
};

export const payPalEn: Widen<typeof payPalTh> = {
  payPal: {
    intro:
      'Pay with your PayPal account or a card in PayPal. You confirm the payment on PayPal’s page and come back to the shop.',
    pay: 'Pay with PayPal',
    title: 'Pay with PayPal',
    amount: 'Amount to pay {{amount}}',
    howItWorks:
      'Press the button below to go to PayPal, sign in and press Pay Now. When you come back, the shop checks the payment with PayPal at once.',
    buttonLabel: 'Pay with PayPal',
    buttonPrefix: 'Pay with',
    redirecting: 'Going to PayPal…',
    secureNote: 'The shop never sees your card details or PayPal password.',
  },
};
