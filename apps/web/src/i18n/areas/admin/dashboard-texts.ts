import type { Widen } from '../../widen';

/** Texts of the back office's dashboard. */
export const dashboardTh = {
  dashboard: {
    title: 'ภาพรวม',
    paidToday: 'ยอดชำระวันนี้',
    paidThisMonth: 'ยอดชำระเดือนนี้',
    refundedThisMonth: 'คืนเงินเดือนนี้',
    orders: '{{count}} คำสั่งซื้อ',
    waiting: 'รอตรวจสอบ',
    waitingLink: 'ไปที่รายการรอตรวจสอบ',
    slipChecks: {
      title: 'สลิปโอนเงินเดือนนี้',
      approved: 'อนุมัติอัตโนมัติ',
      review: 'ส่งให้ผู้ดูแลตรวจสอบ',
      duplicates: 'ปฏิเสธเพราะสลิปซ้ำ',
    },
    ordersByState: 'คำสั่งซื้อเดือนนี้ตามสถานะ',
    bestSellers: 'คอร์สขายดีเดือนนี้',
    course: 'คอร์ส',
    units: 'จำนวน',
    amount: 'ยอดขาย (ก่อน VAT)',
    noSales: 'เดือนนี้ยังไม่มียอดขาย',
    chart: 'ยอดชำระรายวัน 30 วันล่าสุด',
    chartTable: 'ตารางยอดชำระรายวัน',
    day: 'วันที่',
    asOf: 'ตามเวลาประเทศไทย วันที่ {{day}}',
  },
};

export const dashboardEn: Widen<typeof dashboardTh> = {
  dashboard: {
    title: 'Dashboard',
    paidToday: 'Paid today',
    paidThisMonth: 'Paid this month',
    refundedThisMonth: 'Refunded this month',
    orders: '{{count}} orders',
    waiting: 'Waiting for review',
    waitingLink: 'Open the review queue',
    slipChecks: {
      title: "This month's transfer slips",
      approved: 'Approved automatically',
      review: 'Sent to review',
      duplicates: 'Refused as duplicates',
    },
    ordersByState: "This month's orders by state",
    bestSellers: "This month's best sellers",
    course: 'Course',
    units: 'Units',
    amount: 'Sales (before VAT)',
    noSales: 'No sales this month yet',
    chart: 'Paid per day, last 30 days',
    chartTable: 'Paid per day',
    day: 'Day',
    asOf: 'Thailand time, {{day}}',
  },
};
