import type { Widen } from '../../widen';

/** Texts of the back office's frame: its menu, sign-in gate and the parts every list shares. */
export const shellTh = {
  shell: {
    title: 'ระบบหลังร้าน',
    backToShop: 'กลับไปหน้าร้าน',
    signInTitle: 'เข้าสู่ระบบผู้ดูแล',
    signInHint: 'หน้านี้สำหรับผู้ดูแลร้านเท่านั้น',
    forbiddenTitle: 'ไม่มีสิทธิ์เข้าถึง',
    forbiddenText: 'บัญชีนี้ไม่ใช่ผู้ดูแลร้าน',
    menu: {
      dashboard: 'ภาพรวม',
      orders: 'คำสั่งซื้อ',
      review: 'รอตรวจสอบ',
      students: 'ผู้เรียน',
      documents: 'เอกสารภาษี',
      settings: 'ตั้งค่าร้าน',
      mail: 'อีเมล',
    },
  },
  list: {
    search: 'ค้นหา',
    searchPlaceholder: 'พิมพ์คำค้น',
    reset: 'ล้างตัวกรอง',
    total: 'ทั้งหมด {{count}} รายการ',
    empty: 'ไม่พบข้อมูล',
    actions: 'จัดการ',
    loadFailed: 'โหลดข้อมูลไม่สำเร็จ',
    retry: 'ลองใหม่',
  },
  confirm: {
    ok: 'ยืนยัน',
    cancel: 'ยกเลิก',
  },
  saved: 'บันทึกแล้ว',
};

export const shellEn: Widen<typeof shellTh> = {
  shell: {
    title: 'Back office',
    backToShop: 'Back to the shop',
    signInTitle: 'Administrator sign-in',
    signInHint: 'This area is for the shop’s administrators only',
    forbiddenTitle: 'No access',
    forbiddenText: 'This account is not an administrator of the shop',
    menu: {
      dashboard: 'Dashboard',
      orders: 'Orders',
      review: 'Review queue',
      students: 'Students',
      documents: 'Tax documents',
      settings: 'Settings',
      mail: 'Mail',
    },
  },
  list: {
    search: 'Search',
    searchPlaceholder: 'Type to search',
    reset: 'Clear filters',
    total: '{{count}} in all',
    empty: 'Nothing found',
    actions: 'Actions',
    loadFailed: 'Could not load the data',
    retry: 'Try again',
  },
  confirm: {
    ok: 'Confirm',
    cancel: 'Cancel',
  },
  saved: 'Saved',
};
