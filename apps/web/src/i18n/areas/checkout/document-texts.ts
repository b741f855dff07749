import type { Widen } from '../../widen';

/** Texts of an order's tax documents and withholding certificate on the buyer's order page. */
export const documentTh = {
  orderDocuments: {
    title: 'เอกสารการชำระเงิน',
    kinds: {
      tax_invoice: 'ใบกำกับภาษี/ใบเสร็จรับเงิน',
      receipt: 'ใบเสร็จรับเงิน',
      credit_note: 'ใบลดหนี้',
    },
    download: 'ดาวน์โหลด{{kind}} เลขที่ {{number}} (PDF)',
    none: 'ยังไม่มีเอกสาร',
    loadFailed: 'โหลดเอกสารไม่สำเร็จ',
    withholdingTitle: 'หนังสือรับรองการหักภาษี ณ ที่จ่าย (50 ทวิ)',
    withholdingNeeded: 'คำสั่งซื้อนี้มีการหักภาษี ณ ที่จ่าย กรุณาอัปโหลดหนังสือรับรองการหักภาษี ณ ที่จ่าย (รูปภาพหรือ PDF)',
    withholdingReceived: 'ได้รับหนังสือรับรองแล้ว: {{name}}',
    upload: 'อัปโหลดหนังสือรับรองการหักภาษี ณ ที่จ่าย',
    uploadAgain: 'อัปโหลดฉบับแก้ไข',
    uploaded: 'อัปโหลดหนังสือรับรองแล้ว',
  },
};

export const documentEn: Widen<typeof documentTh> = {
  orderDocuments: {
    title: 'Payment documents',
    kinds: {
      tax_invoice: 'Tax invoice / receipt',
      receipt: 'Receipt',
      credit_note: 'Credit note',
    },
    download: 'Download {{kind}} no. {{number}} (PDF)',
    none: 'No documents yet',
    loadFailed: 'Could not load the documents',
    withholdingTitle: 'Withholding tax certificate (50 Tawi)',
    withholdingNeeded:
      'You withheld tax on this order. Please upload your withholding tax certificate (an image or a PDF)',
    withholdingReceived: 'Certificate received: {{name}}',
    upload: 'Upload the withholding tax certificate',
    uploadAgain: 'Upload a corrected one',
    uploaded: 'Certificate uploaded',
  },
};
