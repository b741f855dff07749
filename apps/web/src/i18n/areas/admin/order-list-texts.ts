import type { Widen } from '../../widen';

/** The back office's orders list: its filters, columns and the orders' states. */
export const orderListTh = {
  title: 'คำสั่งซื้อ',
  export: 'ส่งออก CSV',
  filters: {
    keyword: 'เลขที่ โทเคน อีเมล ชื่อ หรือเบอร์โทร',
    state: 'สถานะ',
    method: 'ช่องทางชำระเงิน',
    course: 'คอร์สหรือสินค้า',
    created: 'วันที่สั่งซื้อ',
    from: 'ตั้งแต่วันที่',
    to: 'ถึงวันที่',
    all: 'ทั้งหมด',
    findCourse: 'ค้นหาคอร์สหรือสินค้า',
  },
  columns: {
    id: 'เลขที่',
    created: 'วันที่สั่งซื้อ',
    buyer: 'ผู้ซื้อ',
    total: 'ยอดชำระ',
    method: 'ช่องทาง',
    state: 'สถานะ',
  },
  open: 'เปิดคำสั่งซื้อ {{id}}',
  state: {
    notYetReceived: 'รอชำระเงิน',
    pendingApproved: 'รอตรวจสอบ',
    approved: 'อนุมัติแล้ว',
    rejected: 'ไม่อนุมัติ',
    cancelled: 'ยกเลิก',
  },
  needsReview: 'ต้องตรวจสอบ',
  refundState: {
    none: 'ไม่มีการคืนเงิน',
    partial: 'คืนเงินบางรายการ',
    full: 'คืนเงินทั้งหมด',
  },
};

export const orderListEn: Widen<typeof orderListTh> = {
  title: 'Orders',
  export: 'Export CSV',
  filters: {
    keyword: 'Order number, token, e-mail, name or phone',
    state: 'State',
    method: 'Payment method',
    course: 'Course or product',
    created: 'Ordered on',
    from: 'From',
    to: 'Until',
    all: 'All',
    findCourse: 'Find a course or product',
  },
  columns: {
    id: 'Number',
    created: 'Ordered',
    buyer: 'Buyer',
    total: 'To pay',
    method: 'Method',
    state: 'State',
  },
  open: 'Open order {{id}}',
  state: {
    notYetReceived: 'Awaiting payment',
    pendingApproved: 'Awaiting review',
    approved: 'Approved',
    rejected: 'Rejected',
    cancelled: 'Cancelled',
  },
  needsReview: 'Needs review',
  refundState: {
    none: 'Not refunded',
    partial: 'Partly refunded',
    full: 'Refunded',
  },
};
