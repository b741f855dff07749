import { catalogTh } from '../areas/catalog';
import { checkoutTh } from '../areas/checkout';
import { paymentsTh } from '../areas/payments';
import { storefrontTh } from '../areas/storefront';
import type { Widen } from '../widen';

/** Thai is the shop's default language; every key here must exist in the English file too. */
export const th = {
  catalog: catalogTh,
  checkout: checkoutTh,
  payments: paymentsTh,
  ...storefrontTh,
  site: {
    name: 'Course Shop',
    tagline: 'คอร์สเรียนออนไลน์และในห้องเรียน สำหรับทุกเป้าหมายของคุณ',
    language: 'ภาษา',
  },
  nav: {
    home: 'หน้าแรก',
    courses: 'คอร์สเรียน',
    products: 'สินค้า',
    cart: 'ตะกร้า',
    myOrders: 'คำสั่งซื้อของฉัน',
    myCourses: 'คอร์สของฉัน',
    myProfile: 'ข้อมูลส่วนตัว',
    signIn: 'เข้าสู่ระบบ',
    signOut: 'ออกจากระบบ',
    account: 'บัญชีของฉัน',
    main: 'เมนูหลัก',
    breadcrumb: 'ตำแหน่งของหน้านี้',
  },
  session: {
    deniedTitle: 'บัญชีนี้ไม่สามารถใช้งานได้',
    deniedBody: 'บัญชีของคุณถูกระงับการใช้งาน ระบบจะออกจากระบบให้ กรุณาติดต่อผู้ดูแลระบบ',
    signOut: 'ออกจากระบบ',
    expiredTitle: 'เซสชันหมดอายุ',
    expiredBody: 'กรุณาเข้าสู่ระบบอีกครั้ง',
    signInAgain: 'เข้าสู่ระบบอีกครั้ง',
  },
  courseType: {
    Online: 'ออนไลน์',
    Flex: 'เรียนแบบยืดหยุ่น',
    'In-class': 'ในห้องเรียน',
    'Private-Classroom': 'ตัวต่อตัว',
    'Live-Broadcast': 'ถ่ายทอดสด',
    'Live-Room': 'ห้องเรียนสด',
    'Live-Room-Student-Camera': 'ห้องเรียนสดเปิดกล้อง',
    product: 'สินค้า',
  },
  common: {
    loadFailed: 'ไม่สามารถดึงข้อมูลได้ กรุณาลองใหม่อีกครั้ง',
    retry: 'ลองใหม่',
    regionFailed: 'ส่วนนี้ของหน้าแสดงไม่ได้ในขณะนี้ กรุณาลองใหม่อีกครั้ง',
    notFound: '404 ไม่พบหน้าที่คุณต้องการ',
    backHome: 'กลับหน้าแรก',
    noImage: 'ไม่มีรูปภาพ',
    loading: 'กำลังโหลด',
    close: 'ปิด',
  },
};

export type Messages = Widen<typeof th>;
