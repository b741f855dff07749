import type { Widen } from '../../widen';

/** Texts of SCB QR (4): spec 2's Bank QR modal. */
export const scbQrTh = {
  scbQr: {
    intro: 'สแกน QR Code ด้วยแอปธนาคารใดก็ได้เพื่อชำระเงิน ระบบจะยืนยันการชำระเงินกับธนาคารไทยพาณิชย์ให้อัตโนมัติ',
    pay: 'ชำระด้วย QR Code',
    showAgain: 'แสดง QR Code อีกครั้ง',
    title: 'กรุณาชำระเงินภายใน',
    timeLeft: 'เวลาที่เหลือในการชำระเงิน',
    amount: 'ยอดชำระ {{amount}}',
    creating: 'กำลังสร้าง QR Code',
    qrAlt: 'QR Code สำหรับชำระคำสั่งซื้อเลขที่ {{id}}',
    waiting: 'สแกน QR Code ด้วยแอปธนาคาร เมื่อธนาคารยืนยันการชำระเงิน หน้านี้จะไปต่อให้เอง',
    notPaidYet: 'ธนาคารยังไม่ได้ยืนยันการชำระเงินนี้ หากคุณเพิ่งโอน กรุณารอสักครู่ หน้านี้จะอัปเดตให้เอง',
    expired: 'QR Code หมดอายุแล้ว',
    expiredHint: 'ธนาคารจะไม่รับชำระด้วย QR Code นี้อีก กด "ลองอีกครั้ง" เพื่อรับ QR Code ใหม่',
    failed: 'สร้าง QR Code ไม่สำเร็จ',
    refused: 'ธนาคารปฏิเสธการชำระเงิน',
    paid: 'ชำระเงินสำเร็จ',
    done: 'เสร็จสิ้น',
    tryAgain: 'ลองอีกครั้ง',
  },
};

export const scbQrEn: Widen<typeof scbQrTh> = {
  scbQr: {
    intro: 'Scan the QR code with any banking app to pay; the payment is confirmed with SCB automatically.',
    pay: 'Pay with QR code',
    showAgain: 'Show the QR code again',
    title: 'Please pay before',
    timeLeft: 'Time left to pay',
    amount: 'Amount: {{amount}}',
    creating: 'Creating the QR code',
    qrAlt: 'QR code to pay order number {{id}}',
    waiting:
      'Scan the QR code with your banking app. Once the bank confirms the payment, this page moves on by itself.',
    notPaidYet:
      'The bank has not confirmed this payment yet. If you have just paid, please wait a moment; this page updates by itself.',
    expired: 'The QR code has expired',
    expiredHint: 'Banks no longer take this QR code. Press "Try again" for a new one.',
    failed: 'The QR code could not be made',
    refused: 'The bank refused the payment',
    paid: 'Payment successful',
    done: 'Done',
    tryAgain: 'Try again',
  },
};
