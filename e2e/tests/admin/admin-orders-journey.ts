import type { Browser, Page } from '@playwright/test';
import { signInAs, type DemoAccount } from '../../fixtures/shop-api';
import { type apiAs, courseIdOf, defaultPlanOf, PNG_IMAGE, useSession } from '../checkout/shop-data';

type Api = Awaited<ReturnType<typeof apiAs>>;
type Totals = {
  price: number;
  discount: number;
  shipping_fee: number;
  withholding_price: number;
  total: number;
};

/** Today on the shop's Bangkok calendar, as the transfer form writes a date. */
const bangkokToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Bangkok' }).format(new Date());

/**
 * The demo student orders these demo courses to pay by bank transfer, through the API as the
 * checkout page does: asked once without totals, it sends the server's fresh ones.
 */
export const orderByTransfer = async (baseURL: string, student: Api, slugs: readonly string[]) => {
  const courseIds = await Promise.all(slugs.map((slug) => courseIdOf(baseURL, slug)));
  const body = {
    course_id: courseIds,
    pricingplan_id: await Promise.all(courseIds.map((id) => defaultPlanOf(baseURL, id))),
    payment_method_id: 1,
    price: 0,
    discount: 0,
  };
  const probe = await fetch(`${baseURL}/private/cart/order`, {
    method: 'POST',
    headers: { cookie: student.cookie, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const answer = await probe.text();
  const fresh = (JSON.parse(answer) as { error?: { code: string; result: Totals } }).error;
  if (fresh?.code !== 'PRICE_CHANGED') throw new Error(`order refused: ${String(probe.status)} ${answer}`);
  const order = (await student.call('POST', '/private/cart/order', {
    ...body,
    price: fresh.result.price,
    discount: fresh.result.discount,
  })) as { orderId: number };
  return { orderId: order.orderId, total: fresh.result.total };
};

/** The student reports the transfer of the whole amount with a slip, as the payment step does. */
export const reportTransfer = async (
  baseURL: string,
  student: Api,
  order: { orderId: number; total: number },
) => {
  const form = new FormData();
  form.append('slip', new Blob([PNG_IMAGE.buffer], { type: PNG_IMAGE.mimeType }), 'slip.png');
  const uploaded = await fetch(`${baseURL}/private/payment/slip`, {
    method: 'POST',
    headers: { cookie: student.cookie },
    body: form,
  });
  const slip = ((await uploaded.json()) as { fileName?: string[] }).fileName?.[0];
  if (!slip) throw new Error(`slip not uploaded: ${String(uploaded.status)}`);
  const accounts = (await (await fetch(`${baseURL}/public/payments/methods/1/bank`)).json()) as {
    data: { id: number }[];
  };
  await student.call('POST', '/private/payment/report', {
    order_id: order.orderId,
    payment_method_id: 1,
    bank_account: accounts.data[0]?.id,
    bank_code: 'SCB',
    transfer_datetime: bangkokToday(),
    time: '00:00:01',
    transfer_amount: (order.total / 100).toFixed(2),
    contact_name: 'สมหญิง เรียนดี',
    slip,
  });
};

/** A browser window of its own, signed in as a demo account through the API. */
export const pageAs = async (browser: Browser, baseURL: string, account: DemoAccount): Promise<Page> => {
  const context = await browser.newContext({ baseURL, locale: 'th-TH', timezoneId: 'Asia/Bangkok' });
  await useSession(context, baseURL, await signInAs(baseURL, account));
  return context.newPage();
};
