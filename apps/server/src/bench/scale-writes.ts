import autocannon from 'autocannon';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { courses, pricingPlans } from '../db/tables';
import { paidPromptPayNotifications } from './payment-notifications-bench';
import { newLearners, newSignedInBuyers } from './scale-accounts';

const ORDERS = Number(process.env.BENCH_SCALE_ORDERS ?? 200);
const NOTIFICATIONS = Number(process.env.BENCH_SCALE_NOTIFICATIONS ?? 40);
const REPORTS = Number(process.env.BENCH_SCALE_REPORTS ?? 1000);
const CONNECTIONS = 10;

/** Requests per second of each write path, 10 connections at once. */
export type WriteRates = { orders: number; notifications: number; progress: number; errors: number };

type Request = { headers: Record<string, string>; body?: string };

/** `amount` requests, each shaped by `next`, as fast as 10 connections go; answers per second. */
const fire = async (url: string, amount: number, next: (index: number) => Request) => {
  let index = 0;
  const started = performance.now();
  const result = await autocannon({
    url,
    method: 'POST',
    amount,
    connections: Math.min(CONNECTIONS, amount),
    requests: [
      {
        setupRequest: (request) => {
          const shaped = next(index++);
          return {
            ...request,
            headers: { ...request.headers, ...shaped.headers },
            ...(shaped.body === undefined ? {} : { body: shaped.body }),
          };
        },
      },
    ],
  });
  return { rate: amount / ((performance.now() - started) / 1000), errors: result.errors + result.non2xx };
};

/** Order creation, paid PromptPay notifications and lesson progress reports, on a running shop. */
export const measureWrites = async (db: Database, address: string, prefix: string): Promise<WriteRates> => {
  const [course] = await db
    .select({ id: courses.id, planId: pricingPlans.id, price: pricingPlans.price })
    .from(courses)
    .innerJoin(pricingPlans, eq(pricingPlans.courseId, courses.id))
    .where(and(eq(courses.slug, 'ux-ui-design-fundamentals'), eq(pricingPlans.planType, 'Period')));
  if (!course?.price) throw new Error('the demo course is missing');
  // The demo shop adds 7% VAT to the plan's price.
  const line = {
    courseId: course.id,
    planId: course.planId,
    price: course.price + Math.round((course.price * 7) / 100),
  };
  const buyers = await newSignedInBuyers(db, `${prefix}_buyer`, ORDERS + NOTIFICATIONS);
  const orderBody = JSON.stringify({
    course_id: [line.courseId],
    pricingplan_id: [line.planId],
    payment_method_id: 1,
    price: line.price,
    discount: 0,
    shipping_fee: 0,
  });
  const orders = await fire(`${address}/private/cart/order`, ORDERS, (index) => ({
    headers: { 'content-type': 'application/json', cookie: buyers.cookies[index] ?? '' },
    body: orderBody,
  }));
  const webhooks = await paidPromptPayNotifications(
    address,
    buyers.cookies.slice(ORDERS),
    line,
    `evnt_${prefix}`,
  );
  const notifications = await fire(`${address}/webhook/payment/omise`, webhooks.length, (index) => {
    const webhook = webhooks[index % webhooks.length];
    return { headers: webhook?.headers ?? {}, body: webhook?.body ?? '' };
  });
  const learners = await newLearners(db, `${prefix}_learner`, 200);
  const reportBody = JSON.stringify({
    course_id: learners.courseId,
    lecture_id: learners.lectureId,
    position_seconds: 3,
    played_seconds: 3,
  });
  const progress = await fire(`${address}/private/progress/report`, REPORTS, (index) => ({
    headers: {
      'content-type': 'application/json',
      cookie: learners.cookies[index % learners.cookies.length] ?? '',
    },
    body: reportBody,
  }));
  return {
    orders: orders.rate,
    notifications: notifications.rate,
    progress: progress.rate,
    errors: orders.errors + notifications.errors + progress.errors,
  };
};
