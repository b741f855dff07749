/** How much a large shop holds at scale 1 (the volumes of issue 26); `--scale` multiplies them. */
export const LARGE_SHOP_VOLUMES = {
  courses: 5_000,
  students: 100_000,
  orders: 300_000,
  progressRows: 50_000,
  coupons: 40,
} as const;

/** Sections per course and lectures per section of a bulk course. */
export const SECTIONS_PER_COURSE = 3;
export const LECTURES_PER_SECTION = 4;

/** Orders of the first bulk student, so "My orders" has a realistic long list to show. */
export const BUSY_STUDENT_ORDERS = 50;

/** The first id each bulk table starts after (the demo rows keep theirs). */
export type IdBases = {
  course: number;
  plan: number;
  section: number;
  lecture: number;
  user: number;
  order: number;
  line: number;
  refund: number;
  coupon: number;
};

/** What every statement is built from: the counts at this scale and where each id range starts. */
export type LargeShopPlan = {
  courses: number;
  students: number;
  orders: number;
  progressRows: number;
  coupons: number;
  base: IdBases;
  /** The moment the data ends at, as an SQL timestamp literal. */
  now: string;
};

export const planLargeShop = (scale: number, base: IdBases, now: Date): LargeShopPlan => ({
  courses: Math.round(LARGE_SHOP_VOLUMES.courses * scale),
  students: Math.round(LARGE_SHOP_VOLUMES.students * scale),
  orders: Math.round(LARGE_SHOP_VOLUMES.orders * scale),
  progressRows: Math.round(LARGE_SHOP_VOLUMES.progressRows * scale),
  coupons: LARGE_SHOP_VOLUMES.coupons,
  base,
  now: `'${now.toISOString()}'::timestamptz`,
});
