import { awaitsTransfer } from '@shop/domain/payments/payment-methods';
import { mediaUrl } from '../lib/media-url';

/** Who the session says is reading: enough to name their own reads. */
export type Reader = { id: number; roles: readonly string[] };

/**
 * A module the page will run, asked for before the page's code would ask for it. Only modules
 * that do nothing but define (the contract's schemas, libraries): a module of the app run before
 * the shop's code has started may reach into what is not set up yet (the learning pages add their
 * texts to i18next as they load).
 */
export type CodeLoader = () => Promise<unknown>;

/**
 * What starts together: API reads (addresses), the code that will read and show them, and the
 * pictures the first view will show.
 */
export type StartStep = { reads: EarlyRead[]; code: CodeLoader[]; pictures?: string[] };

/** One read a page makes, and what its answer leads to (the payment step's transfer details). */
export type EarlyRead = { url: string; then?: (answer: unknown) => StartStep };

/** What a page address starts for anyone, and what it starts once the session names a reader. */
export type PageStart = StartStep & { forReader: (reader: Reader) => StartStep };

const read = (url: string): EarlyRead => ({ url });
const step = (reads: (string | EarlyRead)[], code: CodeLoader[] = []): StartStep => ({
  reads: reads.map((entry) => (typeof entry === 'string' ? read(entry) : entry)),
  code,
});

// The schemas of the frame's reads, and the realtime connection a reader's pages open.
const sessionSchemas: CodeLoader = () => import('@shop/contract/auth/login');
const settingsSchemas: CodeLoader = () => import('@shop/contract/settings/site-settings');
const paymentMarkSchemas: CodeLoader = () => import('@shop/contract/catalog/payment-method');
const cartSchemas: CodeLoader = () => import('@shop/contract/cart/cart');
const realtime: CodeLoader = () => import('socket.io-client');

/**
 * Every storefront page reads the session, the settings and the footer's payment marks; a
 * reader's also their cart (the header's count) and opens the realtime connection.
 */
const storefront = (page: StartStep, forReader: (reader: Reader) => StartStep): PageStart => ({
  reads: [
    ...step(['/api/auth/me', '/api/setting/site/into/1', '/public/cart/payments/methods']).reads,
    ...page.reads,
  ],
  code: [sessionSchemas, settingsSchemas, paymentMarkSchemas, ...page.code],
  forReader: (reader) => {
    const own = forReader(reader);
    return { reads: [read('/private/cart'), ...own.reads], code: [cartSchemas, realtime, ...own.code] };
  },
});

/** `/course/12-slug` -> 12, as the course routes read it. */
const courseIdOf = (pathname: string): number | null => {
  const match = /^\/course\/(\d{1,9})(?:-[^/]*)?$/.exec(pathname);
  return match ? Number(match[1]) : null;
};

const wholeNumber = (value: string | null | undefined): number | null =>
  value && /^\d{1,9}$/.test(value) && Number(value) > 0 ? Number(value) : null;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** An unpaid transfer's step shows the shop's accounts and the order's PromptPay QRs. */
const transferDetails =
  (orderId: number) =>
  (answer: unknown): StartStep => {
    const order = isRecord(answer) && isRecord(answer.data) ? answer.data : null;
    return order && awaitsTransfer(order)
      ? step(['/public/payments/methods/1/bank', `/private/payment/orders/${String(orderId)}/promptpay`])
      : step([]);
  };

const cart = (): PageStart =>
  storefront(step(['/public/cart/promotion/all'], [() => import('@shop/contract/catalog/promotion')]), () =>
    step(
      ['/private/cart/ordercourse', '/private/students'],
      [() => import('@shop/contract/accounts/student-profile')],
    ),
  );

const paymentStep = (orderId: number): PageStart =>
  storefront(step(['/public/payments/methods'], [() => import('@shop/contract/orders/order')]), () =>
    step([{ url: `/private/payments/methods/order/${String(orderId)}`, then: transferDetails(orderId) }]),
  );

/** As many courses as a phone's first screen shows (`inFirstView` in My courses). */
const COVERS_IN_VIEW = 3;

/** The covers of the courses in My courses' first screen, asked for with the list's answer. */
const coversInView = (answer: unknown): StartStep => {
  const courses = isRecord(answer) && Array.isArray(answer.data) ? (answer.data as unknown[]) : [];
  const pictures = courses
    .slice(0, COVERS_IN_VIEW)
    .map((course) => (isRecord(course) && typeof course.picture_url === 'string' ? course.picture_url : null))
    .map(mediaUrl)
    .filter((url): url is string => url !== null);
  return { ...step([]), pictures };
};

const myCourses = (): PageStart =>
  storefront(step([], [() => import('@shop/contract/learning/my-courses')]), () =>
    step([{ url: '/private/my-courses', then: coversInView }]),
  );

const lessons = (courseId: number, lectureId: number | null): PageStart => {
  const course = String(courseId);
  return storefront(
    step(
      [
        // The first read of a page load counts the course's view (flag 1), as the player's does.
        `/public/courses/${course}/1`,
        `/public/course/videoplaylist/${course}`,
        ...(lectureId === null ? [] : [`/public/lectures/${String(lectureId)}/video-stream`]),
      ],
      [
        () => import('@shop/contract/catalog/course-detail'),
        () => import('@shop/contract/catalog/curriculum'),
        () => import('@shop/contract/learning/video-stream'),
      ],
    ),
    ({ id }) =>
      step(
        [
          `/private/progress/student/${String(id)}/course/${course}`,
          `/private/progress/lasttime/${String(id)}/course/${course}`,
          `/private/course/countdowntime/${course}`,
        ],
        [() => import('@shop/contract/learning/progress'), () => import('@shop/contract/orders/countdown')],
      ),
  );
};

/** The back office's address is an administrator's: its code starts with the session's read. */
const ordersList = (): PageStart => ({
  ...step(
    ['/api/auth/me', '/api/setting/site/into/1'],
    [
      sessionSchemas,
      settingsSchemas,
      () => import('@shop/contract/admin/admin-orders'),
      () => import('@shop/contract/admin/payment-methods'),
      () => import('@shop/contract/catalog/list-courses'),
      () => import('@shop/contract/catalog/catalog-extras'),
    ],
  ),
  forReader: ({ roles }) =>
    step(
      roles.includes('admin')
        ? [
            '/api/admin/orders?page=1&pageSize=20',
            '/api/admin/payment-methods',
            '/public/courses?limit=20',
            '/public/product?limit=20',
          ]
        : [],
    ),
});

/**
 * What the pages the server does not render (the cart, the payment step, the lesson player, My
 * courses and the back office's orders list) read and run for their first view, by address: the
 * same addresses their queries then ask for, so each is asked for once. Null for any other page.
 */
export const pageStartOf = (pathname: string, search: string): PageStart | null => {
  if (pathname === '/cart') return cart();
  const orderId = wholeNumber(/^\/cart\/([^/]+)$/.exec(pathname)?.[1]);
  if (orderId !== null) return paymentStep(orderId);
  if (/^\/myaccount\/[^/]+\/course$/.test(pathname)) return myCourses();
  const query = new URLSearchParams(search);
  const courseId = courseIdOf(pathname);
  if (courseId !== null && query.get('learn') === 'true')
    return lessons(courseId, wholeNumber(query.get('lecture')));
  // Only the list as it first opens: a filtered address asks in its own words.
  if (pathname === '/admin/orders' && search === '') return ordersList();
  return null;
};
