import { describe, expect, it } from 'vitest';
import type { CourseType } from '../catalog/course-type';
import { ErrorCode } from '../errors/error-codes';
import { buyEligibility, type BuyEligibilityInput, type CourseOrderStatus } from './buy-eligibility';

const now = new Date('2025-06-15T05:00:00Z'); // 12:00 in Bangkok

const input = (overrides: Partial<BuyEligibilityInput>): BuyEligibilityInput => ({
  viewerRoles: ['student'],
  isLoading: false,
  hasCourseAccess: true,
  courseType: 'Online',
  orderStatus: null,
  seatsLeft: 10,
  stockLeft: 5,
  registrationStart: null,
  registrationEnd: null,
  plan: { freeFor: null, buyCourseFree: false, pricingType: 'default' },
  ...overrides,
});

const freeForStudent = { freeFor: 'Student', buyCourseFree: false } as const;
const freeForStudentBuyable = { freeFor: 'Student', buyCourseFree: true } as const;
const refused = (code: ErrorCode, reason: string) => ({ canBuy: false, code, reason });

describe('buyEligibility: who may buy at all', () => {
  it('hides the buy button from an instructor-only login', () => {
    expect(buyEligibility(input({ viewerRoles: ['instructor'] }), now)).toEqual(
      refused(ErrorCode.INSTRUCTOR_CANNOT_BUY, 'instructor-only'),
    );
  });

  it('lets an instructor who is also a student buy', () => {
    expect(buyEligibility(input({ viewerRoles: ['instructor', 'student'] }), now)).toEqual({ canBuy: true });
  });

  it('lets a visitor without an account buy (they register while buying)', () => {
    expect(buyEligibility(input({ viewerRoles: [] }), now)).toEqual({ canBuy: true });
  });

  it('hides the buy button while the course is loading', () => {
    expect(buyEligibility(input({ isLoading: true }), now)).toEqual(
      refused(ErrorCode.COURSE_NOT_AVAILABLE, 'loading'),
    );
  });

  it('refuses a viewer whose user group has no access to the course', () => {
    expect(buyEligibility(input({ hasCourseAccess: false }), now)).toEqual(
      refused(ErrorCode.COURSE_NOT_AVAILABLE, 'no-course-access'),
    );
  });
});

describe('buyEligibility: order status', () => {
  it.each<[CourseOrderStatus, string]>([
    ['notYetReceived', 'order-in-progress'],
    ['pendingApproved', 'order-in-progress'],
    ['rejected', 'order-rejected'],
  ])('hides the buy button while the order is %s', (orderStatus, reason) => {
    expect(buyEligibility(input({ orderStatus }), now)).toEqual(
      refused(ErrorCode.COURSE_NOT_AVAILABLE, reason),
    );
  });

  it.each<CourseType>(['Online', 'Flex'])('lets an approved student buy an %s course again', (courseType) => {
    expect(buyEligibility(input({ orderStatus: 'approved', courseType }), now)).toEqual({ canBuy: true });
  });

  it.each<CourseType>([
    'In-class',
    'Private-Classroom',
    'Live-Broadcast',
    'Live-Room',
    'Live-Room-Student-Camera',
  ])('refuses an approved student a second %s purchase as already owned', (courseType) => {
    expect(buyEligibility(input({ orderStatus: 'approved', courseType }), now)).toEqual(
      refused(ErrorCode.ALREADY_OWNED, 'already-owned'),
    );
  });

  it('treats a cancelled order like no order', () => {
    expect(buyEligibility(input({ orderStatus: 'cancelled' }), now)).toEqual({ canBuy: true });
  });
});

describe('buyEligibility: course types without an approved order', () => {
  it.each<CourseType>(['Online', 'Flex'])('lets anyone buy an %s course', (courseType) => {
    expect(buyEligibility(input({ courseType }), now)).toEqual({ canBuy: true });
  });

  it.each<CourseType>(['Online', 'Flex'])(
    'hides the buy button of an %s course whose plan is free for students unless buy_course_free is set',
    (courseType) => {
      expect(buyEligibility(input({ courseType, plan: freeForStudent }), now)).toEqual(
        refused(ErrorCode.COURSE_NOT_AVAILABLE, 'free-plan-not-for-sale'),
      );
      expect(buyEligibility(input({ courseType, plan: freeForStudentBuyable }), now)).toEqual({
        canBuy: true,
      });
    },
  );

  it('lets anyone buy an Online course with no plan information', () => {
    expect(buyEligibility(input({ plan: null }), now)).toEqual({ canBuy: true });
  });

  it.each<CourseType>(['Private-Classroom', 'Live-Broadcast', 'Live-Room', 'Live-Room-Student-Camera'])(
    'lets anyone buy a %s course even with no seats and a closed window',
    (courseType) => {
      expect(
        buyEligibility(
          input({ courseType, seatsLeft: 0, registrationEnd: '2025-01-01', plan: freeForStudent }),
          now,
        ),
      ).toEqual({ canBuy: true });
    },
  );
});

describe('buyEligibility: in-class seats and registration window', () => {
  const inClass = (overrides: Partial<BuyEligibilityInput>) =>
    input({ courseType: 'In-class', ...overrides });

  it('lets a student buy an in-class course with seats while registration is open', () => {
    expect(
      buyEligibility(inClass({ registrationStart: '2025-06-01', registrationEnd: '2025-06-30' }), now),
    ).toEqual({ canBuy: true });
  });

  it.each([0, -1])('refuses an in-class course with %s seats left as sold out', (seatsLeft) => {
    expect(buyEligibility(inClass({ seatsLeft }), now)).toEqual(refused(ErrorCode.SOLD_OUT, 'sold-out'));
  });

  it('does not count seats of an in-class course without a seat limit', () => {
    expect(buyEligibility(inClass({ seatsLeft: null }), now)).toEqual({ canBuy: true });
  });

  it('opens the registration window at midnight Bangkok time, not UTC', () => {
    const opening = inClass({ registrationStart: '2025-06-15' });
    expect(buyEligibility(opening, new Date('2025-06-14T16:59:59Z'))).toEqual(
      refused(ErrorCode.REGISTRATION_CLOSED, 'registration-not-open'),
    );
    expect(buyEligibility(opening, new Date('2025-06-14T17:00:00Z'))).toEqual({ canBuy: true });
  });

  it('keeps the registration window open until the end of its last Bangkok day', () => {
    const closing = inClass({ registrationEnd: '2025-06-15' });
    expect(buyEligibility(closing, new Date('2025-06-15T16:59:59.999Z'))).toEqual({ canBuy: true });
    expect(buyEligibility(closing, new Date('2025-06-15T17:00:00Z'))).toEqual(
      refused(ErrorCode.REGISTRATION_CLOSED, 'registration-ended'),
    );
  });

  it.each([
    ['a Bangkok wall-clock time', '2025-06-15 12:00:00', '2025-06-15T12:00', true],
    ['a Bangkok wall-clock time not reached yet', '2025-06-15 12:00:01', null, false],
    ['exact moments', new Date('2025-06-15T05:00:00Z'), new Date('2025-06-15T05:00:00Z'), true],
    ['texts with an offset', '2025-06-15T05:00:00Z', '2025-06-15T12:30:00+07:00', true],
    ['an end already past', null, '2025-06-15T11:59', false],
  ] as const)('reads window edges given as %s', (_name, registrationStart, registrationEnd, canBuy) => {
    expect(buyEligibility(inClass({ registrationStart, registrationEnd }), now).canBuy).toBe(canBuy);
  });

  it.each([
    ['an impossible start date', '2025-02-30', null, 'registration-not-open'],
    ['an unreadable start', 'soon', null, 'registration-not-open'],
    ['an unreadable end', null, 'later', 'registration-ended'],
  ] as const)('keeps the window closed for %s', (_name, registrationStart, registrationEnd, reason) => {
    expect(buyEligibility(inClass({ registrationStart, registrationEnd }), now)).toEqual(
      refused(ErrorCode.REGISTRATION_CLOSED, reason),
    );
  });

  it('lets a student with a free-for-student plan and buy_course_free take a full, closed in-class course', () => {
    expect(
      buyEligibility(
        inClass({ seatsLeft: 0, registrationEnd: '2025-01-01', plan: freeForStudentBuyable }),
        now,
      ),
    ).toEqual({ canBuy: true });
  });

  it('still applies seats to a free-for-student in-class plan without buy_course_free', () => {
    expect(buyEligibility(inClass({ seatsLeft: 0, plan: freeForStudent }), now)).toEqual(
      refused(ErrorCode.SOLD_OUT, 'sold-out'),
    );
  });
});

describe('buyEligibility: products', () => {
  it.each<CourseOrderStatus | null>([null, 'notYetReceived', 'pendingApproved', 'approved', 'rejected'])(
    'lets anyone buy a product in stock whatever the earlier order (%s)',
    (orderStatus) => {
      expect(buyEligibility(input({ courseType: 'product', orderStatus }), now)).toEqual({ canBuy: true });
    },
  );

  it('lets anyone buy a product whose stock is not counted', () => {
    expect(buyEligibility(input({ courseType: 'product', stockLeft: null }), now)).toEqual({ canBuy: true });
  });

  it('refuses a product with no stock left', () => {
    expect(buyEligibility(input({ courseType: 'product', stockLeft: 0 }), now)).toEqual(
      refused(ErrorCode.OUT_OF_STOCK, 'out-of-stock'),
    );
  });

  it('still keeps an instructor-only login from buying a product', () => {
    expect(buyEligibility(input({ courseType: 'product', viewerRoles: ['instructor'] }), now).canBuy).toBe(
      false,
    );
  });
});
