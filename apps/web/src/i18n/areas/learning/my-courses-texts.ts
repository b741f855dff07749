import type { Widen } from '../../widen';

/** Texts of the student's course list. */
export const myCoursesTh = {
  myCourses: {
    title: 'คอร์สของฉัน',
    empty: 'คุณยังไม่มีคอร์สเรียน',
    browse: 'ดูคอร์สทั้งหมด',
    continue: 'เรียนต่อ',
    continueCourse: 'เรียนต่อ {{title}}',
    buyAgain: 'ซื้ออีกครั้ง',
    buyAgainCourse: 'ซื้อ {{title}} อีกครั้ง',
    complete: 'เรียนครบแล้ว',
    progressOf: 'ความคืบหน้าของ {{title}}',
  },
};

export const myCoursesEn: Widen<typeof myCoursesTh> = {
  myCourses: {
    title: 'My courses',
    empty: 'You have no courses yet',
    browse: 'Browse all courses',
    continue: 'Continue',
    continueCourse: 'Continue {{title}}',
    buyAgain: 'Buy again',
    buyAgainCourse: 'Buy {{title}} again',
    complete: 'Completed',
    progressOf: 'Progress in {{title}}',
  },
};
