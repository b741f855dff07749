import type { Widen } from '../../widen';

/** Texts of the bank-transfer report form (payment method 1). */
export const transferTh = {
  transfer: {
    formLabel: 'ข้อมูลการโอนเงิน',
    contactName: 'ชื่อผู้ติดต่อ',
    email: 'อีเมล',
    tel: 'เบอร์โทรศัพท์',
    bankAccount: 'บัญชีที่โอนเข้า',
    bankCode: 'ธนาคารต้นทาง',
    bankCodePlaceholder: 'เลือกธนาคารที่โอนจาก',
    transferAmount: 'จำนวนเงินที่โอน',
    transferDate: 'วันที่โอน',
    transferTime: 'เวลาที่โอน',
    description: 'หมายเหตุ',
    slip: 'หลักฐานการโอนเงิน (สลิป)',
    chooseSlip: 'เลือกรูปสลิป',
    slipHint: 'รูปภาพ JPG, PNG หรือ GIF 1 ไฟล์ ขนาดไม่เกิน 10 MB',
    slipUploadFailed: 'อัปโหลดสลิปไม่สำเร็จ',
    slipStillUploading: 'กำลังอัปโหลดสลิป กรุณารอสักครู่',
    reported: 'แจ้งชำระเงินเรียบร้อยแล้ว ร้านค้าจะตรวจสอบและยืนยันการชำระเงินของคุณ',
  },
};

export const transferEn: Widen<typeof transferTh> = {
  transfer: {
    formLabel: 'Transfer details',
    contactName: 'Contact name',
    email: 'E-mail',
    tel: 'Phone',
    bankAccount: 'Account transferred to',
    bankCode: 'Bank transferred from',
    bankCodePlaceholder: 'Choose the bank you transferred from',
    transferAmount: 'Amount transferred',
    transferDate: 'Transfer date',
    transferTime: 'Transfer time',
    description: 'Note',
    slip: 'Transfer slip',
    chooseSlip: 'Choose the slip image',
    slipHint: 'One JPG, PNG or GIF image, at most 10 MB',
    slipUploadFailed: 'The slip could not be uploaded',
    slipStillUploading: 'The slip is still uploading; one moment please',
    reported: 'Your payment has been reported. The shop will check and confirm it.',
  },
};
