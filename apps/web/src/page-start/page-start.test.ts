import { QueryClient, type QueryFunction } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { ADMIN_ORDER_FILTER_NAMES } from '@shop/contract/admin/admin-order-names';
import type { AdminOrderListQuery } from '@shop/contract/admin/admin-orders';
import { PaymentMethodId } from '@shop/domain/payments/payment-methods';
import { currentUserQueryOptions } from '../features/auth/api/current-user';
import { listCourseOptions, listMethodOptions } from '../features/admin-orders/api/filter-options';
import { ordersQueryOptions } from '../features/admin-orders/api/list-orders';
import { cartQueryOptions } from '../features/cart/api/get-cart';
import { getStudentProfile } from '../features/checkout/api/get-student-profile';
import { listOwnedCourses } from '../features/checkout/api/list-owned-courses';
import { listPaymentMethods as listPaymentMarks } from '../features/checkout/api/list-payment-methods';
import { listPromotions } from '../features/checkout/api/list-promotions';
import { getCourseDetail } from '../features/course-page/api/get-course-detail';
import { getCountdown } from '../features/learning/api/get-countdown';
import { getCourseProgress } from '../features/learning/api/get-course-progress';
import { getLastWatched } from '../features/learning/api/get-last-watched';
import { getPlaylist } from '../features/learning/api/get-playlist';
import { getVideoStream } from '../features/learning/api/get-video-stream';
import { listMyCourses } from '../features/learning/api/list-my-courses';
import { getOrderForPayment } from '../features/payments/api/get-order-for-payment';
import { listBankAccounts } from '../features/payments/api/list-bank-accounts';
import { listOrderPromptPayQrs } from '../features/payments/api/list-order-promptpay-qrs';
import { listPaymentMethods } from '../features/payments/api/list-payment-methods';
import { siteSettingsQueryOptions } from '../features/settings/api/site-settings';
import { adminListQueryOf, listQueryOf } from '../lib/admin-list-params';
import { setApiTransport } from '../lib/api-client';
import { pageStartOf, type PageStart, type Reader } from './page-start';

const student: Reader = { id: 3, roles: ['student'] };
const admin: Reader = { id: 1, roles: ['admin'] };

/**
 * The addresses the page's own API calls ask for, through the client the pages use. No call is
 * answered; each asks once its route's schemas have loaded, so the list is read once no new
 * address has come for a while.
 */
const addressesAskedBy = async (...calls: (() => Promise<unknown>)[]): Promise<string[]> => {
  const asked: string[] = [];
  setApiTransport((input) => {
    asked.push(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
    return new Promise<Response>(() => undefined);
  });
  for (const call of calls) void call();
  for (let seen = -1; seen !== asked.length;) {
    seen = asked.length;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return asked;
};

const queryOf = (options: { queryFn?: unknown }) => (): Promise<unknown> =>
  Promise.resolve(
    (options.queryFn as QueryFunction)({
      client: new QueryClient(),
      queryKey: [],
      signal: new AbortController().signal,
      meta: undefined,
    }),
  );

/** Every address a page starts for this reader, the reads its answers lead to left aside. */
const readsOf = (page: PageStart | null, reader: Reader | null) =>
  page ? [...page.reads, ...(reader ? page.forReader(reader).reads : [])].map((read) => read.url) : [];

const frame = () => [
  queryOf(currentUserQueryOptions()),
  queryOf(siteSettingsQueryOptions()),
  listPaymentMarks,
];
const readerFrame = (reader: Reader) => [
  ...frame(),
  queryOf(cartQueryOptions({ kind: 'user', userId: reader.id })),
];

describe('the reads a page starts from its address', () => {
  afterEach(() => setApiTransport((input, init) => fetch(input, init)));

  it('asks for the cart page exactly what its queries ask for', async () => {
    const pageAsks = await addressesAskedBy(
      ...readerFrame(student),
      listPromotions,
      listOwnedCourses,
      getStudentProfile,
    );
    expect(readsOf(pageStartOf('/cart', ''), student).sort()).toEqual(pageAsks.sort());
  });

  it("asks for the payment step's order with the session, and the transfer details the order leads to", async () => {
    const pageAsks = await addressesAskedBy(...readerFrame(student), listPaymentMethods, () =>
      getOrderForPayment(42),
    );
    const page = pageStartOf('/cart/42', '');
    expect(readsOf(page, student).sort()).toEqual(pageAsks.sort());

    const orderRead = page?.forReader(student).reads.find((read) => read.then);
    const unpaidTransfer = {
      data: { payment_method_id: PaymentMethodId.BANK_TRANSFER, payment_status: 'notYetReceived' },
    };
    const followUps = orderRead?.then?.(unpaidTransfer).reads.map((read) => read.url);
    expect(followUps?.sort()).toEqual(
      (await addressesAskedBy(listBankAccounts, () => listOrderPromptPayQrs(42))).sort(),
    );
    const paidCard = { data: { payment_method_id: PaymentMethodId.OMISE_CARD, payment_status: 'paid' } };
    expect(orderRead?.then?.(paidCard).reads).toEqual([]);
    expect(orderRead?.then?.({ success: false }).reads).toEqual([]);
  });

  it('asks for My courses the list its page shows, and the covers of its first screen once the list is in', async () => {
    const pageAsks = await addressesAskedBy(...readerFrame(student), listMyCourses);
    const page = pageStartOf('/myaccount/student/course', '');
    expect(readsOf(page, student).sort()).toEqual(pageAsks.sort());

    const listRead = page?.forReader(student).reads.find((read) => read.then);
    const list = { data: ['a.jpg', null, '/uploads/c.jpg', 'd.jpg'].map((picture_url) => ({ picture_url })) };
    expect(listRead?.then?.(list).pictures).toEqual(['/uploads/a.jpg', '/uploads/c.jpg']);
  });

  it("asks for the lesson player the course, its playlist and the student's own progress, and a named lecture's stream", async () => {
    const pageAsks = await addressesAskedBy(
      ...readerFrame(student),
      () => getCourseDetail(7),
      () => getPlaylist(7),
      () => getCourseProgress(student.id, 7),
      () => getLastWatched(student.id, 7),
      () => getCountdown(7),
    );
    expect(readsOf(pageStartOf('/course/7-data', '?learn=true'), student).sort()).toEqual(pageAsks.sort());
    const withLecture = readsOf(pageStartOf('/course/7-data', '?learn=true&lecture=12'), student);
    expect(withLecture).toEqual(expect.arrayContaining(await addressesAskedBy(() => getVideoStream(12))));
  });

  it("asks for the back office's orders list as it first opens, for an administrator only", async () => {
    const firstPage = listQueryOf(
      adminListQueryOf(new URLSearchParams(''), ADMIN_ORDER_FILTER_NAMES),
    ) as Partial<AdminOrderListQuery>;
    const pageAsks = await addressesAskedBy(
      queryOf(currentUserQueryOptions()),
      queryOf(siteSettingsQueryOptions()),
      queryOf(ordersQueryOptions(firstPage)),
      listMethodOptions,
      () => listCourseOptions(''),
    );
    expect(readsOf(pageStartOf('/admin/orders', ''), admin).sort()).toEqual(pageAsks.sort());
    expect(readsOf(pageStartOf('/admin/orders', ''), student)).toEqual([
      '/api/auth/me',
      '/api/setting/site/into/1',
    ]);
    expect(pageStartOf('/admin/orders', '?status=paid')).toBeNull();
  });

  it("starts no reader's own read for a visitor, and nothing on the pages the server renders", () => {
    for (const [path, search] of [
      ['/cart', ''],
      ['/cart/42', ''],
      ['/myaccount/student/course', ''],
      ['/course/7-data', '?learn=true'],
    ] as const) {
      expect(
        readsOf(pageStartOf(path, search), null).some((url) => /^\/(private|api\/admin)\//.test(url)),
      ).toBe(false);
    }
    for (const [path, search] of [
      ['/', ''],
      ['/course/7-data', ''],
      ['/courses', ''],
      ['/cart/not-an-order', ''],
      ['/product/3-book', ''],
    ] as const) {
      expect(pageStartOf(path, search)).toBeNull();
    }
  });
});
