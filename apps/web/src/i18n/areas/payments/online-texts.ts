import type { Widen } from '../../widen';

/** Texts of the online methods: Omise card (8) and Omise PromptPay (9), and a declined card (8 and 11). */
export const onlineTh = {
  card: {
    formLabel: 'ข้อมูลบัตร',
    name: 'ชื่อบนบัตร',
    nameRequired: 'กรุณากรอกชื่อบนบัตร',
    number: 'หมายเลขบัตร',
    month: 'เดือนหมดอายุ',
    year: 'ปีหมดอายุ',
    cvv: 'รหัส CVV',
    pay: 'ชำระเงิน {{amount}}',
    secureNote: 'หมายเลขบัตรส่งตรงไปยัง Omise เพื่อทำรายการ ร้านค้าไม่ได้รับหรือเก็บหมายเลขบัตรของคุณ',
    paid: 'ชำระเงินสำเร็จ',
    redirecting: 'กำลังไปยังหน้ายืนยันตัวตนของธนาคาร (3-D Secure)',
    vaultError: '{{message}} (รหัส {{code}})',
  },
  cardDecline: {
    title: 'บัตรถูกปฏิเสธ',
    checkField: 'กรุณาตรวจสอบช่องที่ระบุด้านล่าง หรือใช้บัตรอื่น',
    tryAgain: 'กรุณาลองอีกครั้ง หรือใช้บัตรอื่น',
  },
  promptPay: {
    pay: 'ชำระด้วยพร้อมเพย์',
    showAgain: 'แสดง QR พร้อมเพย์อีกครั้ง',
    title: 'สแกนเพื่อชำระด้วยพร้อมเพย์',
    qrAlt: 'QR พร้อมเพย์สำหรับชำระคำสั่งซื้อเลขที่ {{id}}',
    amount: 'ยอดชำระ {{amount}}',
    expiresIn: 'QR หมดอายุใน {{time}}',
    waiting: 'สแกน QR ด้วยแอปธนาคาร ระบบจะยืนยันการชำระเงินให้อัตโนมัติเมื่อโอนสำเร็จ',
    expired: 'QR หมดอายุแล้ว',
    refused: 'ธนาคารปฏิเสธการชำระเงิน',
    newQr: 'ขอ QR ใหม่',
    paid: 'ชำระเงินสำเร็จ',
  },
  qrOnPhone: {
    save: 'บันทึกรูป QR',
    openInBank: 'เปิดในแอปธนาคาร',
    hint: 'ชำระบนมือถือเครื่องนี้: บันทึกรูป QR แล้วเปิดแอปธนาคาร เลือกสแกน และเลือกรูปจากคลังภาพ',
  },
};

export const onlineEn: Widen<typeof onlineTh> = {
  card: {
    formLabel: 'Card details',
    name: 'Name on card',
    nameRequired: 'Please enter the name on the card',
    number: 'Card number',
    month: 'Expiry month',
    year: 'Expiry year',
    cvv: 'CVV',
    pay: 'Pay {{amount}}',
    secureNote: 'Your card number goes straight to Omise; the shop never receives or keeps it.',
    paid: 'Payment successful',
    redirecting: "Taking you to your bank's verification page (3-D Secure)",
    vaultError: '{{message}} (code {{code}})',
  },
  cardDecline: {
    title: 'The card was declined',
    checkField: 'Please check the field marked below, or use another card.',
    tryAgain: 'Please try again, or use another card.',
  },
  promptPay: {
    pay: 'Pay with PromptPay',
    showAgain: 'Show the PromptPay QR code again',
    title: 'Scan to pay with PromptPay',
    qrAlt: 'PromptPay QR code to pay order number {{id}}',
    amount: 'Amount: {{amount}}',
    expiresIn: 'The QR code expires in {{time}}',
    waiting: 'Scan the QR code with your banking app; the payment is confirmed automatically.',
    expired: 'QR expired',
    refused: 'The bank refused the payment',
    newQr: 'New QR',
    paid: 'Payment successful',
  },
  qrOnPhone: {
    save: 'Save QR image',
    openInBank: 'Open in banking app',
    hint: 'Paying on this phone: save the QR image, open your banking app, choose Scan and pick the image from your photos.',
  },
};
