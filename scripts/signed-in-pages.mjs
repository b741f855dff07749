// The pages after the first one, prepared on a running demo shop as a buyer and an administrator
// reach them: the cart with a course in it, the payment step of an unpaid order, the lesson
// player, My courses (the demo student) and the back office's orders list (the demo
// administrator). Used by `npm run lighthouse` and `scripts/first-view-scripts.mjs`, which audit
// them against issue 27's budgets.

/** Issue 27's first-view budgets: brotli KB as sent, and scripts. */
export const AFTER_FIRST_PAGE_BUDGET = { scriptKb: 250, scripts: 15 };
export const BACK_OFFICE_BUDGET = { scriptKb: 450, scripts: 20 };

/** The course the demo student puts in the cart and orders (Flex: they may buy it again). */
const COURSE_TO_BUY = 'ux-ui-design-fundamentals';
/** The course the demo student learns (enrolled by the demo seed). */
const COURSE_TO_LEARN = '/course/1-python-data-analysis?learn=true';

export const signInAs = async (base, username, password) => {
  const answer = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  if (!answer.ok) throw new Error(`${username} sign-in failed: ${String(answer.status)}`);
  return answer.headers.get('set-cookie')?.split(';')[0] ?? '';
};

const call = async (base, cookie, method, path, body) => {
  const answer = await fetch(`${base}${path}`, {
    method,
    headers: { cookie, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? null : JSON.stringify(body),
  });
  const text = await answer.text();
  return { status: answer.status, json: text ? JSON.parse(text) : null };
};

const courseIdOf = async (base, slug) => {
  const { data } = await (await fetch(`${base}/public/courses?limit=100`)).json();
  const found = data.find((item) => item.link_path.endsWith(`-${slug}`));
  if (!found) throw new Error(`the demo shop has no course ${slug}`);
  return found.id;
};

const defaultPlanOf = async (base, courseId) => {
  const { json } = await call(base, '', 'POST', '/public/cart/getallpriecingplan', { courseID: [courseId] });
  const plan = json.data.find((candidate) => candidate.is_default) ?? json.data[0];
  if (!plan) throw new Error(`course ${String(courseId)} has no plan`);
  return plan.id;
};

/**
 * An unpaid order of the demo student, made through the API as the cart page makes it: asked
 * once without totals, it sends the server's fresh ones. Paid by bank transfer, whose payment
 * step is the heaviest (the transfer report with its date and time pickers).
 */
const unpaidOrder = async (base, cookie, courseId, planId) => {
  const body = {
    course_id: [courseId],
    pricingplan_id: [planId],
    payment_method_id: 1,
    price: 0,
    discount: 0,
  };
  const probe = await call(base, cookie, 'POST', '/private/cart/order', body);
  const fresh = probe.json?.error;
  if (fresh?.code !== 'PRICE_CHANGED') throw new Error(`order refused: ${JSON.stringify(probe.json)}`);
  const made = await call(base, cookie, 'POST', '/private/cart/order', {
    ...body,
    price: fresh.result.price,
    discount: fresh.result.discount,
  });
  if (made.status !== 200) throw new Error(`order refused: ${JSON.stringify(made.json)}`);
  return made.json.orderId;
};

/**
 * Signs the demo student and administrator in, fills the student's cart with one course and makes
 * one unpaid order; answers the pages with the session each needs (`cookie`, `''` for a visitor)
 * and the budget it is held to.
 */
export const pagesAfterTheFirst = async (base) => {
  const student = await signInAs(base, 'student', 'student1234');
  const admin = await signInAs(base, 'admin', 'admin1234');
  const courseId = await courseIdOf(base, COURSE_TO_BUY);
  const planId = await defaultPlanOf(base, courseId);
  const orderId = await unpaidOrder(base, student, courseId, planId);
  // The order emptied nothing (the browser empties the cart), but put the line back to be sure.
  await call(base, student, 'POST', '/public/cart/items', { course_id: courseId, priecingplan_id: planId });
  return [
    { name: 'cart', path: '/cart', cookie: student, budget: AFTER_FIRST_PAGE_BUDGET },
    {
      name: 'payment step',
      path: `/cart/${String(orderId)}`,
      cookie: student,
      budget: AFTER_FIRST_PAGE_BUDGET,
    },
    { name: 'lesson player', path: COURSE_TO_LEARN, cookie: student, budget: AFTER_FIRST_PAGE_BUDGET },
    {
      name: 'My courses',
      path: '/myaccount/student/course',
      cookie: student,
      budget: AFTER_FIRST_PAGE_BUDGET,
    },
    { name: 'back office orders', path: '/admin/orders', cookie: admin, budget: BACK_OFFICE_BUDGET },
  ];
};
