import type { Widen } from '../../widen';

/** Texts of the payment step around the method panels: the order, the dialog, the accounts, the states. */
export const stepTh = {
  step: {
    title: 'ชำระเงิน',
    orderNumber: 'คำสั่งซื้อเลขที่ {{id}}',
    items: 'รายการในคำสั่งซื้อ',
    amountToPay: 'ยอดที่ต้องชำระ',
    amountLine: 'ยอดที่ต้องชำระ {{amount}}',
    method1: 'โอนเงินเข้าบัญชีด้านล่าง แล้วกด "แจ้งชำระเงิน" พร้อมแนบหลักฐานการโอน ร้านค้าจะตรวจสอบและอนุมัติ',
    method8: 'กรอกข้อมูลบัตรเครดิตหรือบัตรเดบิตเพื่อชำระผ่าน Omise (ยอดขั้นต่ำ 20 บาท)',
    method9: 'สแกน QR พร้อมเพย์เพื่อชำระ ระบบจะยืนยันการชำระเงินให้อัตโนมัติ (ยอดขั้นต่ำ 20 บาท)',
    notFound: 'ไม่พบคำสั่งซื้อนี้',
    toOrders: 'ไปที่คำสั่งซื้อของฉัน',
    payLater: 'ชำระภายหลัง',
  },
  notifyDialog: {
    title: 'แจ้งชำระเงิน',
    later: 'แจ้งชำระเงินภายหลัง',
    notify: 'แจ้งชำระเงิน',
    body: 'เมื่อโอนเงิน {{amount}} แล้ว กรุณากรอกข้อมูลการโอนด้านล่างพร้อมแนบหลักฐานการโอน',
  },
  accounts: {
    label: 'บัญชีธนาคารของร้าน',
    bank: 'ธนาคาร',
    accountNumber: 'เลขที่บัญชี',
    accountName: 'ชื่อบัญชี',
    showQr: 'QR พร้อมเพย์',
    qrTitle: 'สแกน QR พร้อมเพย์เพื่อโอนเงิน',
    qrAlt: 'QR พร้อมเพย์ของบัญชี {{name}} เลขที่ {{number}}',
    copy: 'คัดลอก',
    copied: 'คัดลอกแล้ว',
    copyNumber: 'คัดลอกเลขที่บัญชี {{number}}',
  },
  unavailable: {
    title: 'ช่องทางการชำระเงินนี้ไม่พร้อมใช้งานในขณะนี้',
    body: 'กรุณาลบคำสั่งซื้อนี้ แล้วสั่งซื้อใหม่ด้วยช่องทางการชำระเงินอื่น',
    action: 'ไปที่คำสั่งซื้อของฉันเพื่อลบคำสั่งซื้อ',
  },
  status: {
    checking: 'กำลังตรวจสอบการชำระเงิน',
    flagged: 'รอร้านค้าตรวจสอบการชำระเงิน',
    failed: 'การชำระเงินครั้งล่าสุดไม่สำเร็จ: {{reason}}',
    rejected: 'ร้านค้าไม่อนุมัติการชำระเงิน: {{reason}}',
    transferNotAccepted: 'ร้านค้าไม่รับรายการแจ้งโอนล่าสุด: {{reason}} กรุณาแจ้งชำระเงินใหม่',
    transferNotAcceptedNoReason: 'ร้านค้าไม่รับรายการแจ้งโอนล่าสุด กรุณาแจ้งชำระเงินใหม่',
    processing: 'กำลังดำเนินการชำระเงิน',
    outcomeUnknown: 'กำลังตรวจสอบกับ {{provider}} ว่าการชำระเงินของคุณสำเร็จหรือไม่ กรุณาอย่าชำระซ้ำ',
    refunded: 'เงินจากการชำระครั้งล่าสุดถูกคืนให้คุณแล้ว คำสั่งซื้อนี้ยังรอการชำระเงิน',
    moneyReturned: 'เงินที่ชำระเข้ามาหลังคำสั่งซื้อปิดแล้วถูกคืนให้คุณแล้ว',
  },
};

export const stepEn: Widen<typeof stepTh> = {
  step: {
    title: 'Payment',
    orderNumber: 'Order number {{id}}',
    items: 'Your order',
    amountToPay: 'Amount to pay',
    amountLine: 'Amount to pay: {{amount}}',
    method1:
      'Transfer to one of the accounts below, then press "Notify payment" with your transfer slip. The shop checks and approves it.',
    method8: 'Enter your credit or debit card to pay through Omise (at least 20 THB).',
    method9: 'Scan a PromptPay QR code to pay; the payment is confirmed automatically (at least 20 THB).',
    notFound: 'No such order',
    toOrders: 'Go to my orders',
    payLater: 'Pay later',
  },
  notifyDialog: {
    title: 'Notify payment',
    later: 'Notify later',
    notify: 'Notify payment',
    body: 'Once you have transferred {{amount}}, fill in the transfer below and attach your transfer slip.',
  },
  accounts: {
    label: "The shop's bank accounts",
    bank: 'Bank',
    accountNumber: 'Account number',
    accountName: 'Account name',
    showQr: 'PromptPay QR',
    qrTitle: 'Scan the PromptPay QR code to transfer',
    qrAlt: 'PromptPay QR code of account {{name}}, number {{number}}',
    copy: 'Copy',
    copied: 'Copied',
    copyNumber: 'Copy account number {{number}}',
  },
  unavailable: {
    title: 'This payment method is not available now',
    body: 'Please delete this order and order again with another payment method.',
    action: 'Go to my orders to delete it',
  },
  status: {
    checking: 'Payment being checked',
    flagged: 'Waiting for the shop to check the payment',
    failed: 'The last payment attempt failed: {{reason}}',
    rejected: 'The shop did not approve the payment: {{reason}}',
    transferNotAccepted:
      'The shop did not accept your last transfer report: {{reason}}. Please report the payment again',
    transferNotAcceptedNoReason:
      'The shop did not accept your last transfer report. Please report the payment again',
    processing: 'Payment in progress',
    outcomeUnknown: 'Checking with {{provider}} whether your payment went through. Please do not pay again',
    refunded: 'The money of your last payment went back to you. This order still waits for a payment',
    moneyReturned: 'The money that arrived after this order closed went back to you',
  },
};
