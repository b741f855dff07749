import { LECTURES_PER_SECTION, SECTIONS_PER_COURSE, type LargeShopPlan } from './large-shop-plan';

// Set-based statements for the catalogue and the students of a large shop. Ids are given from
// each table's current maximum (OVERRIDING SYSTEM VALUE) so later statements can compute them
// instead of joining back; the sequences are moved past them at the end.

const TOPICS = `ARRAY['การเขียนโปรแกรม Python','การตลาดออนไลน์','ภาษาอังกฤษเพื่อการทำงาน','การถ่ายภาพ',
  'บัญชีเบื้องต้น','Data Science','Excel for Work','การลงทุนในหุ้น','การออกแบบกราฟิก','ภาษาญี่ปุ่น']`;

export const insertCourses = ({ courses, base, now }: LargeShopPlan) => `
WITH picks AS (
  SELECT (SELECT array_agg(id ORDER BY id) FROM categories) AS categories,
         (SELECT array_agg(id ORDER BY id) FROM users WHERE 'instructor' = ANY(roles)) AS instructors
)
INSERT INTO courses (id, title, slug, course_type, status, short_description, description, category_id,
  instructor_id, course_language, sort_order, view_count, created_at, updated_at)
OVERRIDING SYSTEM VALUE
SELECT ${base.course} + g,
  format('%s รุ่นที่ %s', (${TOPICS})[1 + g % 10], g),
  'bulk-course-' || g, 'Online', 'published',
  'คอร์สออนไลน์เรียนได้ทุกที่ทุกเวลา', '<p>เนื้อหาครบถ้วน พร้อมแบบฝึกหัด</p>',
  picks.categories[1 + g % cardinality(picks.categories)],
  picks.instructors[1 + g % cardinality(picks.instructors)],
  'th', 100 + g, floor(random() * 20000)::int,
  ${now} - random() * interval '730 days', ${now}
FROM generate_series(1, ${courses}) AS g, picks`;

/** One lifetime plan per course (the one orders buy), and a yearly one on every fourth course. */
export const insertPlans = ({ courses, base }: LargeShopPlan) => `
INSERT INTO pricing_plans (id, course_id, name, plan_type, price, price_usd, is_default, sort_order)
OVERRIDING SYSTEM VALUE
SELECT ${base.plan} + g, ${base.course} + g, 'เรียนได้ตลอดชีพ', 'One-Time Payment',
  (490 + 100 * floor(random() * 95)::int) * 100, (15 + floor(random() * 280)::int) * 100, true, 0
FROM generate_series(1, ${courses}) AS g;
INSERT INTO pricing_plans (id, course_id, name, plan_type, term, term_unit, price, price_usd, sort_order)
OVERRIDING SYSTEM VALUE
SELECT ${base.plan} + ${courses} + g, ${base.course} + 4 * g, 'รายปี', 'Period', 1, 'Year(s)', 99000, 2900, 1
FROM generate_series(1, ${Math.floor(courses / 4)}) AS g`;

export const insertCurriculum = ({ courses, base }: LargeShopPlan) => `
INSERT INTO course_sections (id, course_id, name, location)
OVERRIDING SYSTEM VALUE
SELECT ${base.section} + (c - 1) * ${SECTIONS_PER_COURSE} + s, ${base.course} + c, format('บทที่ %s', s), s
FROM generate_series(1, ${courses}) AS c, generate_series(1, ${SECTIONS_PER_COURSE}) AS s;
INSERT INTO lectures (id, section_id, course_id, name, location, is_preview, content_type,
  video_url, upload_video_type, video_duration_seconds)
OVERRIDING SYSTEM VALUE
SELECT ${base.lecture} + ((c - 1) * ${SECTIONS_PER_COURSE} + s - 1) * ${LECTURES_PER_SECTION} + l,
  ${base.section} + (c - 1) * ${SECTIONS_PER_COURSE} + s, ${base.course} + c,
  format('บทเรียนที่ %s.%s', s, l), l, s = 1 AND l = 1, 'video',
  'https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'youtube', 300 + floor(random() * 900)::int
FROM generate_series(1, ${courses}) AS c, generate_series(1, ${SECTIONS_PER_COURSE}) AS s,
  generate_series(1, ${LECTURES_PER_SECTION}) AS l`;

const THAI_FIRST = `ARRAY['สมชาย','สมหญิง','วิชัย','มาลี','ประเสริฐ','กาญจนา','ธนากร','พิมพ์ชนก','อนุชา','ศิริพร',
  'ณัฐวุฒิ','สุภาพร','กิตติ','วรรณา','ปิยะ','นภา','ชัยวัฒน์','รัตนา','ธีรพงษ์','อรุณี']`;
const THAI_LAST = `ARRAY['ใจดี','ศรีสุข','วงศ์ไทย','แก้วมณี','ทองคำ','บุญมา','สุขสวัสดิ์','รุ่งเรือง','เพชรรัตน์','มั่นคง',
  'ศักดิ์สิทธิ์','พึ่งบุญ','จันทร์เพ็ญ','ปัญญาดี','สายทอง','ดวงดี','อินทร์แก้ว','ชัยมงคล','นาคสุข','เจริญผล']`;
const LATIN_FIRST = `ARRAY['somchai','somying','wichai','malee','prasert','kanchana','thanakorn','pimchanok','anucha','siriporn',
  'nattawut','supaporn','kitti','wanna','piya','napa','chaiwat','rattana','teerapong','arunee']`;
const LATIN_LAST = `ARRAY['jaidee','srisuk','wongthai','kaewmanee','thongkham','boonma','suksawat','rungruang','petchrat','mankong',
  'saksit','pungboon','janpen','panyadee','saithong','duangdee','inkaew','chaimongkol','naksuk','charoenphon']`;

/**
 * Students with Thai and English names from fixed lists (so searches find many and few), unique
 * e-mails and phones. They share the demo student's password, so the benchmark can sign one in.
 */
export const insertStudents = ({ students, base, now }: LargeShopPlan) => `
WITH demo AS (SELECT password_hash FROM users WHERE lower(username) = 'student')
INSERT INTO users (id, username, email, password_hash, firstname, lastname, firstname_eng, lastname_eng,
  tel, created_by, is_member, created_at, updated_at, last_login_at)
OVERRIDING SYSTEM VALUE
SELECT ${base.user} + g, 'learner' || g,
  format('%s.%s%s@%s', (${LATIN_FIRST})[1 + g % 20], (${LATIN_LAST})[1 + (g / 20) % 20], g,
    (ARRAY['gmail.com','hotmail.com','yahoo.co.th','outlook.com','company.co.th'])[1 + g % 5]),
  demo.password_hash,
  (${THAI_FIRST})[1 + g % 20], (${THAI_LAST})[1 + (g / 20) % 20],
  initcap((${LATIN_FIRST})[1 + g % 20]), initcap((${LATIN_LAST})[1 + (g / 20) % 20]),
  '08' || lpad(((g::bigint * 7919) % 100000000)::text, 8, '0'),
  CASE WHEN g % 10 = 0 THEN 'checkout' ELSE 'self' END, g % 10 <> 0,
  ${now} - interval '400 days' - random() * interval '330 days', ${now}, ${now} - random() * interval '60 days'
FROM generate_series(1, ${students}) AS g LEFT JOIN demo ON true`;

export const insertCoupons = ({ coupons, base }: LargeShopPlan) => `
INSERT INTO coupons (id, code, discount_type, discount_percent)
OVERRIDING SYSTEM VALUE
SELECT ${base.coupon} + k, 'LARGE10-' || k, 'percent', 10
FROM generate_series(1, ${coupons}) AS k`;
