import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import type { CourseType } from '../catalog/course-type';
import type { PricingPlan } from '../catalog/pricing-plan';
import { isOutOfStock } from '../catalog/stock';
import { ErrorCode } from '../errors/error-codes';

dayjs.extend(utc);
dayjs.extend(timezone);

const SHOP_TIME_ZONE = 'Asia/Bangkok';

/** The viewer's latest order for the course (spec 1 section 4); null is the specification's 'Nostatus'. */
export type CourseOrderStatus = 'notYetReceived' | 'pendingApproved' | 'approved' | 'rejected' | 'cancelled';

/** Roles of the signed-in viewer; a visitor has none. */
export type ViewerRole = 'student' | 'instructor' | 'admin';

/**
 * One edge of a registration window: a `Date` is an exact moment; a text without an offset is
 * Bangkok wall-clock time ('YYYY-MM-DD' covers that whole Bangkok day); a text with an offset or Z
 * is an exact moment.
 */
export type WindowEdge = Date | string | null;

/** Everything the buy decision reads; the server and the browser fill it from the same data. */
export type BuyEligibilityInput = {
  viewerRoles: readonly ViewerRole[];
  /** The browser is still loading the course; the server passes false. */
  isLoading: boolean;
  /** `hasCourseAccess(...)` for this viewer. */
  hasCourseAccess: boolean;
  courseType: CourseType;
  orderStatus: CourseOrderStatus | null;
  /** Seats left of an in-class course; null = seats are not limited. */
  seatsLeft: number | null;
  /** Units of a product in stock; null = stock is not counted. */
  stockLeft: number | null;
  /** startRegDate / endRegDate; null = open on that side. */
  registrationStart: WindowEdge;
  registrationEnd: WindowEdge;
  /** The plan being bought (server) or the course's default price detail (browser); null = none. */
  plan: (Pick<PricingPlan, 'freeFor' | 'buyCourseFree'> & Partial<Pick<PricingPlan, 'pricingType'>>) | null;
};

/** Why the buy button is hidden or the order refused; finer than the error code, for logs and tests. */
export type BuyRefusalReason =
  | 'instructor-only'
  | 'loading'
  | 'no-course-access'
  | 'out-of-stock'
  | 'order-in-progress'
  | 'order-rejected'
  | 'already-owned'
  | 'free-plan-not-for-sale'
  | 'sold-out'
  | 'registration-not-open'
  | 'registration-ended';

/** The decision: buyable, or the catalogue code to refuse with. */
export type BuyEligibility = { canBuy: true } | { canBuy: false; code: ErrorCode; reason: BuyRefusalReason };

const allow: BuyEligibility = { canBuy: true };
const refuse = (code: ErrorCode, reason: BuyRefusalReason): BuyEligibility => ({
  canBuy: false,
  code,
  reason,
});

const WALL_CLOCK = /^\d{4}-\d{2}-\d{2}(?:[ T]\d{2}:\d{2}(?::\d{2})?)?$/;

/** Epoch ms of a window edge; NaN when it cannot be read. An end given as a date runs to that day's end. */
const edgeMs = (edge: Date | string, side: 'start' | 'end'): number => {
  if (edge instanceof Date) return edge.getTime();
  if (!WALL_CLOCK.test(edge)) return Date.parse(edge);
  const local = dayjs.tz(edge, SHOP_TIME_ZONE);
  // dayjs rolls 30 February over to March; a date that does not read back the same is not a date.
  if (!local.format('YYYY-MM-DD HH:mm:ss').startsWith(edge.replace('T', ' '))) return Number.NaN;
  const isDateOnly = edge.length === 10;
  return isDateOnly && side === 'end' ? local.add(1, 'day').valueOf() - 1 : local.valueOf();
};

const windowState = (input: BuyEligibilityInput, now: Date): 'open' | 'not-open' | 'ended' => {
  const nowMs = now.getTime();
  const start = input.registrationStart === null ? -Infinity : edgeMs(input.registrationStart, 'start');
  const end = input.registrationEnd === null ? Infinity : edgeMs(input.registrationEnd, 'end');
  // An unreadable date closes the window rather than opening a course by accident.
  if (Number.isNaN(start) || nowMs < start) return 'not-open';
  if (Number.isNaN(end) || nowMs > end) return 'ended';
  return 'open';
};

const isFreeForStudent = (input: BuyEligibilityInput): boolean => input.plan?.freeFor === 'Student';

const inClassEligibility = (input: BuyEligibilityInput, now: Date): BuyEligibility => {
  if (isFreeForStudent(input) && input.plan?.buyCourseFree === true) return allow;
  if (input.seatsLeft !== null && input.seatsLeft <= 0) return refuse(ErrorCode.SOLD_OUT, 'sold-out');
  const state = windowState(input, now);
  if (state === 'open') return allow;
  return refuse(
    ErrorCode.REGISTRATION_CLOSED,
    state === 'not-open' ? 'registration-not-open' : 'registration-ended',
  );
};

const notOwnedEligibility = (input: BuyEligibilityInput, now: Date): BuyEligibility => {
  switch (input.courseType) {
    case 'Online':
    case 'Flex':
      return isFreeForStudent(input) && input.plan?.buyCourseFree !== true
        ? refuse(ErrorCode.COURSE_NOT_AVAILABLE, 'free-plan-not-for-sale')
        : allow;
    case 'Private-Classroom':
    case 'Live-Broadcast':
    case 'Live-Room':
    case 'Live-Room-Student-Camera':
      return allow;
    // Products are decided by stock before order status is read, so they never reach this point.
    case 'In-class':
    case 'product':
      return inClassEligibility(input, now);
  }
};

const orderStatusEligibility = (input: BuyEligibilityInput, now: Date): BuyEligibility => {
  switch (input.orderStatus) {
    case 'notYetReceived':
    case 'pendingApproved':
      return refuse(ErrorCode.COURSE_NOT_AVAILABLE, 'order-in-progress');
    case 'rejected':
      return refuse(ErrorCode.COURSE_NOT_AVAILABLE, 'order-rejected');
    case 'approved':
      // A renewal plan reaches the buyer only when they may renew (plan visibility decides that).
      return input.courseType === 'Online' ||
        input.courseType === 'Flex' ||
        input.plan?.pricingType === 'renew'
        ? allow
        : refuse(ErrorCode.ALREADY_OWNED, 'already-owned');
    case 'cancelled':
    case null:
      return notOwnedEligibility(input, now);
  }
};

const isInstructorOnly = (roles: readonly ViewerRole[]): boolean =>
  roles.includes('instructor') && !roles.includes('student');

/** Whether the viewer may buy the course now (spec 1 section 4 "Buy eligibility"); `now` is the current moment. */
export const buyEligibility = (input: BuyEligibilityInput, now: Date): BuyEligibility => {
  if (isInstructorOnly(input.viewerRoles)) return refuse(ErrorCode.INSTRUCTOR_CANNOT_BUY, 'instructor-only');
  if (input.isLoading) return refuse(ErrorCode.COURSE_NOT_AVAILABLE, 'loading');
  if (!input.hasCourseAccess) return refuse(ErrorCode.COURSE_NOT_AVAILABLE, 'no-course-access');
  if (input.courseType === 'product') {
    return isOutOfStock(input.stockLeft) ? refuse(ErrorCode.OUT_OF_STOCK, 'out-of-stock') : allow;
  }
  return orderStatusEligibility(input, now);
};
