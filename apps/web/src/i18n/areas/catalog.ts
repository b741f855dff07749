import type { Widen } from '../widen';

/** Texts of the catalogue pages: course page, course and product lists, product page. */
export const catalogTh = {
  heading: 'คอร์สเรียนทั้งหมด',
  searchPlaceholder: 'ค้นหาคอร์ส',
  startingFrom: 'เริ่มต้น',
  free: 'ฟรี',
  by: 'โดย {{name}}',
  empty: 'ยังไม่มีคอร์สที่ตรงกับการค้นหา',
  courseCount: 'ทั้งหมด {{count}} คอร์ส',
};

export const catalogEn: Widen<typeof catalogTh> = {
  heading: 'All courses',
  searchPlaceholder: 'Search courses',
  startingFrom: 'From',
  free: 'Free',
  by: 'by {{name}}',
  empty: 'No course matches your search yet',
  courseCount: '{{count}} courses',
};
