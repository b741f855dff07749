/** The demo shop's accounts; the README lists these credentials. */
export const DEMO_ACCOUNTS = [
  {
    username: 'admin',
    password: 'admin1234',
    email: 'admin@demo.shop',
    roles: ['admin'],
    firstname: 'ผู้ดูแล',
    lastname: 'ระบบ',
  },
  {
    username: 'instructor',
    password: 'instructor1234',
    email: 'instructor@demo.shop',
    roles: ['instructor'],
    firstname: 'สมชาย',
    lastname: 'ใจดี',
  },
  {
    username: 'student',
    password: 'student1234',
    email: 'student@demo.shop',
    roles: ['student'],
    firstname: 'สมหญิง',
    lastname: 'เรียนดี',
  },
] as const;
