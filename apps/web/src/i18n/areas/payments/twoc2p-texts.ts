import type { Widen } from '../../widen';

/** Texts of 2C2P card, installments and QR (3, 10, 15). */
export const twoC2pTh = {
  twoC2p: {
    method3: 'ชำระด้วยบัตรเครดิตหรือบัตรเดบิตบนหน้าชำระเงินของ 2C2P (ยืนยันตัวตนด้วย OTP จากธนาคาร)',
    method10: 'ผ่อนชำระด้วยบัตรเครดิตผ่าน 2C2P ดอกเบี้ย 0% (ร้านค้ารับภาระดอกเบี้ย) เลือกจำนวนงวดก่อนไปยังหน้าชำระเงิน',
    method15: 'สแกน Thai QR บนหน้าชำระเงินของ 2C2P ด้วยแอปธนาคาร ระบบจะยืนยันการชำระเงินให้อัตโนมัติ',
    pay: 'ชำระเงิน {{amount}}',
    payInstallments: 'ผ่อนชำระ {{months}} เดือน',
    payQr: 'ชำระด้วย QR {{amount}}',
    termsLabel: 'จำนวนงวดผ่อนชำระ',
    term: '{{months}} เดือน เดือนละ {{monthly}}',
    termRange: '{{months}} เดือน เดือนละ {{low}}–{{high}}',
    chooseTerm: 'เลือกจำนวนงวดที่ต้องการ',
    noTerms: 'ยอดนี้ผ่อนชำระไม่ได้ ยอดขั้นต่ำสำหรับการผ่อนชำระคือ {{minimum}}',
    redirecting: 'กำลังไปยังหน้าชำระเงินของ 2C2P',
    secureNote: 'ข้อมูลบัตรกรอกบนหน้าของ 2C2P โดยตรง ร้านค้าไม่ได้รับหรือเก็บหมายเลขบัตรของคุณ',
  },
};

export const twoC2pEn: Widen<typeof twoC2pTh> = {
  twoC2p: {
    method3: "Pay by credit or debit card on 2C2P's payment page (your bank confirms with an OTP).",
    method10:
      'Pay in monthly installments by credit card through 2C2P, 0% interest (the shop pays it). Choose the term before going to the payment page.',
    method15:
      "Scan the Thai QR on 2C2P's payment page with your banking app; the payment is confirmed automatically.",
    pay: 'Pay {{amount}}',
    payInstallments: 'Pay in {{months}} months',
    payQr: 'Pay by QR {{amount}}',
    termsLabel: 'Installment term',
    term: '{{months}} months, {{monthly}} a month',
    termRange: '{{months}} months, {{low}}–{{high}} a month',
    chooseTerm: 'Choose a term',
    noTerms: 'This amount cannot be paid in installments; the minimum is {{minimum}}.',
    redirecting: "Taking you to 2C2P's payment page",
    secureNote: "You type your card on 2C2P's page; the shop never receives or keeps your card number.",
  },
};
