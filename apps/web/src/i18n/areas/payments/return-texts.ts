import type { Widen } from '../../widen';

/** Texts of the payment return screen (`/payment/{orderId}`). */
export const returnTh = {
  paymentReturn: {
    title: 'ผลการชำระเงิน',
    checkingNow: 'กำลังตรวจสอบผลการชำระเงิน...',
    orderNumber: 'คำสั่งซื้อเลขที่ {{id}}',
    card: 'บัตร {{masked}}',
    cardExpiry: 'บัตร {{masked}} หมดอายุ {{month}}/{{year}}',
    paidTitle: 'ชำระเงินสำเร็จ',
    processingTitle: 'กำลังดำเนินการชำระเงิน',
    processingBody: 'หน้านี้จะอัปเดตผลให้เองเมื่อได้รับการยืนยันการชำระเงิน',
    failedTitle: 'ชำระเงินไม่สำเร็จ',
    tryAgain: 'ลองชำระเงินอีกครั้ง',
    checkingTitle: 'กำลังตรวจสอบการชำระเงิน',
    checkingBody: 'ร้านค้าจะตรวจสอบและยืนยันการชำระเงินของคุณ',
    flaggedTitle: 'รอร้านค้าตรวจสอบการชำระเงิน',
    flaggedBody: 'ได้รับการชำระเงินแล้ว แต่ร้านค้าต้องตรวจสอบก่อนยืนยันคำสั่งซื้อ',
    rejectedTitle: 'คำสั่งซื้อนี้ไม่ได้รับการอนุมัติ',
    cancelledTitle: 'คำสั่งซื้อนี้ถูกยกเลิกแล้ว',
    unpaidTitle: 'คำสั่งซื้อนี้ยังไม่ได้ชำระเงิน',
    payNow: 'ชำระเงิน',
    noOrder: 'ไม่พบคำสั่งซื้อที่ต้องการตรวจสอบ',
    toOrders: 'ไปที่คำสั่งซื้อของฉัน',
    toThankYou: 'ไปที่หน้าขอบคุณ',
  },
};

export const returnEn: Widen<typeof returnTh> = {
  paymentReturn: {
    title: 'Payment result',
    checkingNow: 'Checking your payment...',
    orderNumber: 'Order number {{id}}',
    card: 'Card {{masked}}',
    cardExpiry: 'Card {{masked}}, expires {{month}}/{{year}}',
    paidTitle: 'Payment successful',
    processingTitle: 'Processing your payment',
    processingBody: 'This page updates by itself once the payment is confirmed.',
    failedTitle: 'Payment failed',
    tryAgain: 'Try again',
    checkingTitle: 'Payment being checked',
    checkingBody: 'The shop will check and confirm your payment.',
    flaggedTitle: 'Waiting for the shop to check the payment',
    flaggedBody: 'Your payment arrived, but the shop must check it before confirming the order.',
    rejectedTitle: 'This order was rejected',
    cancelledTitle: 'This order was cancelled',
    unpaidTitle: 'This order has not been paid yet',
    payNow: 'Pay',
    noOrder: 'No order to check',
    toOrders: 'Go to my orders',
    toThankYou: 'Go to the thank-you page',
  },
};
