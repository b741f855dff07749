import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { users } from './users';

/** Course groups; related courses "by group" are the other courses of the same category. */
export const categories = pgTable('categories', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  name: text().notNull(),
  slug: text().notNull().unique(),
  linkPath: text().notNull().unique(),
  sortOrder: integer().notNull().default(0),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/**
 * Everything the shop sells: courses of every type and physical products (`course_type`
 * `product`), which share the cart, the plans and the order flow.
 */
export const courses = pgTable(
  'courses',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    title: text().notNull(),
    slug: text().notNull().unique(),
    /** Canonical address; the course page redirects any other form of it here. */
    linkPath: text().generatedAlwaysAs(
      sql`CASE WHEN course_type = 'product' THEN '/product/' ELSE '/course/' END || id::text || '-' || slug`,
    ),
    courseType: text().notNull(),
    status: text().notNull().default('draft'),
    shortDescription: text().notNull().default(''),
    /** Sanitised HTML written in the back office. */
    description: text().notNull().default(''),
    categoryId: integer().references(() => categories.id, { onDelete: 'set null' }),
    instructorId: integer().references(() => users.id, { onDelete: 'set null' }),
    pictureUrl: text(),
    videoUrl: text(),
    videoName: text(),
    videoDesc: text(),
    classType: text(),
    startDate: timestamp({ withTimezone: true }),
    endDate: timestamp({ withTimezone: true }),
    startRegDate: timestamp({ withTimezone: true }),
    endRegDate: timestamp({ withTimezone: true }),
    endPublish: timestamp({ withTimezone: true }),
    coursePoint: integer().notNull().default(0),
    /** Seats of an in-class course; null means no limit. */
    seatsTotal: integer(),
    seatsTaken: integer().notNull().default(0),
    /** Units of a product in stock; null means not counted. */
    availableQty: integer(),
    freeBook: boolean().notNull().default(false),
    freeBookType: text(),
    /** Physical items shipped free with the course; above 0 means the order needs an address. */
    productFree: integer().notNull().default(0),
    courseVenue: text(),
    courseForUserGroup: integer()
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    /** 1 forces the purchase-without-registration layout for this course, whatever the site setting. */
    isLayoutCourseRegistration: smallint(),
    isRecertificationCourse: boolean().notNull().default(false),
    metaTitle: text(),
    metaDescription: text(),
    pageKeyword: text(),
    robotIndex: boolean().notNull().default(true),
    robotFollow: boolean().notNull().default(true),
    facebookTitle: text(),
    facebookDescription: text(),
    facebookImage: text(),
    twitterTitle: text(),
    twitterDescription: text(),
    twitterImage: text(),
    courseLanguage: text().notNull().default('th'),
    customTextLanguageKey: text(),
    /** Product gallery: file names in display order. */
    imageDetail: jsonb().$type<string[]>().notNull().default([]),
    sortOrder: integer().notNull().default(0),
    viewCount: integer().notNull().default(0),
    /** Units in paid orders, refunded lines taken out; kept by a trigger (migration 0009), read by best sellers. */
    unitsSold: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('courses_listing_idx').on(table.status, table.courseType, table.sortOrder, table.id),
    index('courses_category_idx').on(table.categoryId),
    index('courses_instructor_idx').on(table.instructorId),
    index('courses_bestsellers_idx')
      .on(table.unitsSold.desc(), table.viewCount.desc(), table.id.desc())
      .where(sql`${table.status} = 'published'`),
    // The catalogue's order with what its filter reads, so a deep page walks the index alone
    // (page 400 sorted all 5,000 published courses to skip 4,800 of them).
    index('courses_catalogue_order_idx')
      .on(table.sortOrder, table.id.desc(), table.courseType, table.endPublish)
      .where(sql`${table.status} = 'published'`),
    // The catalogue's keyword search ("contains", any script) reads its matches through these.
    index('courses_title_trgm_idx').using('gin', sql`${table.title} gin_trgm_ops`),
    index('courses_short_description_trgm_idx').using('gin', sql`${table.shortDescription} gin_trgm_ops`),
    check(
      'courses_type_known',
      sql`${table.courseType} IN ('Online','Flex','In-class','Private-Classroom','Live-Broadcast','Live-Room','Live-Room-Student-Camera','product')`,
    ),
    check('courses_status_known', sql`${table.status} IN ('draft','published','hidden')`),
    check(
      'courses_seats_within_total',
      sql`${table.seatsTaken} >= 0 AND (${table.seatsTotal} IS NULL OR ${table.seatsTaken} <= ${table.seatsTotal})`,
    ),
    check('courses_stock_not_negative', sql`${table.availableQty} IS NULL OR ${table.availableQty} >= 0`),
  ],
);

/** How a course is sold: price (minor units) and the access it gives (spec 1 section 3). */
export const pricingPlans = pgTable(
  'pricing_plans',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    courseId: integer()
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    referenceCode: text().notNull().default('COURSE'),
    referenceId: integer(),
    name: text().notNull().default(''),
    planType: text().notNull(),
    term: integer(),
    termUnit: text(),
    term2: integer(),
    termUnit2: text(),
    price: integer(),
    priceUsd: integer(),
    statusShow: smallint().notNull().default(1),
    isDefault: boolean().notNull().default(false),
    pricingType: text().notNull().default('default'),
    freeFor: text(),
    freeCourseIds: integer()
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    buyCourseFree: boolean().notNull().default(false),
    needApproval: boolean().notNull().default(false),
    isForMember: boolean().notNull().default(false),
    sortOrder: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('pricing_plans_course_idx').on(table.courseId, table.sortOrder),
    check(
      'pricing_plans_type_known',
      sql`${table.planType} IN ('Period','Actual','One-Time Payment','Free')`,
    ),
    check('pricing_plans_pricing_type_known', sql`${table.pricingType} IN ('default','renew','others')`),
    check(
      'pricing_plans_price_not_negative',
      sql`(${table.price} IS NULL OR ${table.price} >= 0) AND (${table.priceUsd} IS NULL OR ${table.priceUsd} >= 0)`,
    ),
  ],
);
