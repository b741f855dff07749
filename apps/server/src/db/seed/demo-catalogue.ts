import type { CourseType } from '@shop/domain/catalog/course-type';

const DAY_MS = 86_400_000;

type DemoPlan = {
  name?: string;
  planType: 'Period' | 'Actual' | 'One-Time Payment' | 'Free';
  term?: number;
  termUnit?: 'Year(s)' | 'Month(s)' | 'Day(s)' | 'Hour(s)';
  term2?: number;
  termUnit2?: 'Year(s)' | 'Month(s)' | 'Day(s)' | 'Hour(s)';
  /** Minor units (satang / cents). */
  price: number;
  priceUsd?: number;
  isDefault?: boolean;
  needApproval?: boolean;
  isForMember?: boolean;
};

export type DemoCourse = {
  slug: string;
  title: string;
  courseType: CourseType;
  category: string;
  shortDescription: string;
  description: string;
  seatsTotal?: number;
  availableQty?: number;
  freeBook?: boolean;
  freeBookType?: 'physical_book' | 'ebook';
  productFree?: number;
  courseVenue?: string;
  /** Days from the seed date. */
  registration?: { opensInDays: number; closesInDays: number; startsInDays: number; endsInDays: number };
  plans: DemoPlan[];
};

export const DEMO_CATEGORIES = [
  { slug: 'programming', name: 'การเขียนโปรแกรม' },
  { slug: 'business', name: 'ธุรกิจและการเงิน' },
  { slug: 'design', name: 'การออกแบบ' },
  { slug: 'shop', name: 'สินค้า' },
] as const;

export const DEMO_COURSES: DemoCourse[] = [
  {
    slug: 'python-data-analysis',
    title: 'Python สำหรับการวิเคราะห์ข้อมูล',
    courseType: 'Online',
    category: 'programming',
    shortDescription: 'เรียน Python, pandas และการทำกราฟ จากศูนย์จนวิเคราะห์ข้อมูลจริงได้',
    description: '<p>คอร์สออนไลน์ที่พาคุณตั้งแต่ติดตั้ง Python จนถึงการวิเคราะห์ข้อมูลยอดขายจริงด้วย pandas</p>',
    freeBook: true,
    freeBookType: 'physical_book',
    plans: [
      { planType: 'Period', term: 1, termUnit: 'Year(s)', price: 199_000, priceUsd: 5_900, isDefault: true },
      { planType: 'One-Time Payment', name: 'เรียนได้ตลอดชีพ', price: 399_000, priceUsd: 11_900 },
      {
        planType: 'Actual',
        term: 20,
        termUnit: 'Hour(s)',
        term2: 6,
        termUnit2: 'Month(s)',
        price: 99_000,
        priceUsd: 2_900,
      },
    ],
  },
  {
    slug: 'ux-ui-design-fundamentals',
    title: 'พื้นฐาน UX/UI Design',
    courseType: 'Flex',
    category: 'design',
    shortDescription: 'ออกแบบหน้าจอที่ใช้ง่าย ตั้งแต่ user research จนถึง prototype ใน Figma',
    description: '<p>เรียนออนไลน์ตามจังหวะของคุณ พร้อมเวิร์กช็อปสดทุกเดือน</p>',
    plans: [
      { planType: 'Period', term: 6, termUnit: 'Month(s)', price: 249_000, priceUsd: 7_500, isDefault: true },
    ],
  },
  {
    slug: 'excel-for-accountants-workshop',
    title: 'Excel สำหรับนักบัญชี (เวิร์กช็อปในห้องเรียน)',
    courseType: 'In-class',
    category: 'business',
    shortDescription: 'เวิร์กช็อปหนึ่งวันที่กรุงเทพฯ สูตร ตาราง Pivot และงบการเงินอัตโนมัติ',
    description: '<p>รับจำนวนจำกัด 20 ที่นั่ง อาหารกลางวันและเอกสารประกอบการเรียนพร้อม</p>',
    seatsTotal: 20,
    courseVenue: 'อาคารสาทรซิตี้ทาวเวอร์ ชั้น 12 กรุงเทพฯ',
    registration: { opensInDays: -1, closesInDays: 60, startsInDays: 70, endsInDays: 70 },
    plans: [{ planType: 'One-Time Payment', name: 'ค่าลงทะเบียน', price: 450_000, isDefault: true }],
  },
  {
    slug: 'business-english-coaching',
    title: 'โค้ชภาษาอังกฤษธุรกิจแบบตัวต่อตัว',
    courseType: 'Private-Classroom',
    category: 'business',
    shortDescription: 'เรียนตัวต่อตัวกับโค้ช นัดเวลาได้เอง 12 ครั้ง',
    description: '<p>ฝึกนำเสนอ เขียนอีเมล และเจรจาธุรกิจเป็นภาษาอังกฤษ</p>',
    plans: [{ planType: 'Period', term: 3, termUnit: 'Month(s)', price: 990_000, isDefault: true }],
  },
  {
    slug: 'digital-marketing-live',
    title: 'Digital Marketing Bootcamp (ถ่ายทอดสด)',
    courseType: 'Live-Broadcast',
    category: 'business',
    shortDescription: 'ถ่ายทอดสด 4 สัปดาห์ พร้อมดูย้อนหลัง',
    description: '<p>วางแผนโฆษณา วัดผล และทำ content ที่ขายได้</p>',
    registration: { opensInDays: -7, closesInDays: 30, startsInDays: 35, endsInDays: 63 },
    plans: [{ planType: 'One-Time Payment', price: 150_000, isDefault: true }],
  },
  {
    slug: 'thai-tax-for-freelancers-live-room',
    title: 'ภาษีสำหรับฟรีแลนซ์ (ห้องเรียนสด)',
    courseType: 'Live-Room',
    category: 'business',
    shortDescription: 'ยื่นภาษีเงินได้บุคคลธรรมดาให้ถูกต้อง หักค่าใช้จ่ายให้คุ้ม',
    description: '<p>ห้องเรียนสดออนไลน์ ถามตอบกับผู้สอนได้ทันที</p>',
    plans: [{ planType: 'One-Time Payment', price: 79_000, isDefault: true }],
  },
  {
    slug: 'public-speaking-live-camera',
    title: 'การพูดในที่สาธารณะ (ห้องเรียนสดเปิดกล้อง)',
    courseType: 'Live-Room-Student-Camera',
    category: 'business',
    shortDescription: 'ฝึกพูดต่อหน้ากล้อง ผู้สอนให้คำแนะนำรายคน',
    description: '<p>ห้องเรียนขนาดเล็ก ผู้เรียนเปิดกล้องฝึกพูดจริงทุกคาบ</p>',
    plans: [{ planType: 'One-Time Payment', price: 129_000, isDefault: true }],
  },
  {
    slug: 'introduction-to-investing',
    title: 'เริ่มต้นลงทุนอย่างเข้าใจ',
    courseType: 'Online',
    category: 'business',
    shortDescription: 'คอร์สฟรี: หุ้น กองทุน และการจัดพอร์ตสำหรับมือใหม่',
    description: '<p>เรียนฟรี ไม่มีค่าใช้จ่าย</p>',
    plans: [{ planType: 'Free', name: 'เรียนฟรี', price: 0, priceUsd: 0, isDefault: true }],
  },
  {
    slug: 'leadership-essentials',
    title: 'ภาวะผู้นำสำหรับหัวหน้างานมือใหม่',
    courseType: 'Online',
    category: 'business',
    shortDescription: 'คอร์สฟรีสำหรับพนักงานองค์กรพันธมิตร (ต้องรออนุมัติ)',
    description: '<p>ผู้ดูแลระบบจะอนุมัติการลงทะเบียนภายใน 1 วันทำการ</p>',
    plans: [{ planType: 'Free', name: 'ฟรี (รออนุมัติ)', price: 0, isDefault: true, needApproval: true }],
  },
  {
    slug: 'python-workbook-printed',
    title: 'หนังสือแบบฝึกหัด Python (ฉบับพิมพ์)',
    courseType: 'product',
    category: 'shop',
    shortDescription: 'แบบฝึกหัด 120 ข้อ พร้อมเฉลย จัดส่งทั่วประเทศ',
    description: '<p>หนังสือ 240 หน้า พิมพ์สี่สี</p>',
    availableQty: 50,
    plans: [{ planType: 'One-Time Payment', name: 'ราคาปก', price: 45_000, isDefault: true }],
  },
  {
    slug: 'course-shop-tote-bag',
    title: 'กระเป๋าผ้า Course Shop',
    courseType: 'product',
    category: 'shop',
    shortDescription: 'กระเป๋าผ้าแคนวาส ลายที่ระลึก (เหลือไม่กี่ใบ)',
    description: '<p>ผ้าแคนวาสหนา 12 ออนซ์</p>',
    availableQty: 3,
    plans: [{ planType: 'One-Time Payment', price: 25_000, isDefault: true }],
  },
];

export const registrationDates = (course: DemoCourse, now: Date) => {
  if (!course.registration) return {};
  const at = (days: number) => new Date(now.getTime() + days * DAY_MS);
  return {
    startRegDate: at(course.registration.opensInDays),
    endRegDate: at(course.registration.closesInDays),
    startDate: at(course.registration.startsInDays),
    endDate: at(course.registration.endsInDays),
  };
};
