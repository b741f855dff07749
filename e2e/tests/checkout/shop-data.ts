import type { BrowserContext, Page } from '@playwright/test';
import { signInAs, type DemoAccount } from '../../fixtures/shop-api';

/** A small valid PNG, for the profile image and other uploads. */
export const PNG_IMAGE = {
  name: 'profile.png',
  mimeType: 'image/png',
  buffer: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAEUlEQVR4nGP436CAFTEMLQkAweBnweGioCAAAAAASUVORK5CYII=',
    'base64',
  ),
};

/** A signed-in demo account's calls to the shop's API. */
export const apiAs = async (baseURL: string, account: DemoAccount) => {
  const cookie = await signInAs(baseURL, account);
  const call = async (method: string, path: string, body?: unknown): Promise<unknown> => {
    const response = await fetch(`${baseURL}${path}`, {
      method,
      headers: { cookie, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? null : JSON.stringify(body),
    });
    if (!response.ok)
      throw new Error(`${method} ${path}: ${String(response.status)} ${await response.text()}`);
    return response.json();
  };
  return { cookie, call };
};

/**
 * Changes some site settings and answers a function that puts every setting back. It sends the
 * whole settings document: the server's PUT /api/admin/settings currently resets the settings a
 * partial body leaves out to their defaults (the contract's `.partial()` keeps zod's defaults).
 */
export const changeSettings = async (baseURL: string, changes: Record<string, unknown>) => {
  const admin = await apiAs(baseURL, 'admin');
  const before = ((await admin.call('GET', '/api/admin/settings')) as { data: Record<string, unknown> }).data;
  await admin.call('PUT', '/api/admin/settings', { ...before, ...changes });
  return async () => {
    await admin.call('PUT', '/api/admin/settings', before);
  };
};

type Listed = { data: { id: number; link_path: string }[] };

/** A demo course's or product's id, by the slug of its address. */
export const courseIdOf = async (baseURL: string, slug: string): Promise<number> => {
  for (const path of ['/public/courses?limit=100', '/public/product?limit=100']) {
    const listed = (await (await fetch(`${baseURL}${path}`)).json()) as Listed;
    const found = listed.data.find((item) => item.link_path.endsWith(`-${slug}`));
    if (found) return found.id;
  }
  throw new Error(`no course ${slug}`);
};

/** The id of a course's default plan. */
export const defaultPlanOf = async (baseURL: string, courseId: number): Promise<number> => {
  const response = await fetch(`${baseURL}/public/cart/getallpriecingplan`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ courseID: [courseId] }),
  });
  const plans = ((await response.json()) as { data: { id: number; is_default: boolean }[] }).data;
  const plan = plans.find((candidate) => candidate.is_default) ?? plans[0];
  if (!plan) throw new Error(`course ${String(courseId)} has no plan`);
  return plan.id;
};

/** Signs the browser in with a session made through the API (its Cookie header value). */
export const useSession = async (context: BrowserContext, baseURL: string, cookie: string) => {
  const [name = '', value = ''] = cookie.split('=');
  await context.addCookies([{ name, value, url: baseURL }]);
};

/** Gives the page a known visitor id, so a test can fill the visitor's cart through the API. */
export const useVisitorId = async (page: Page): Promise<string> => {
  const id = `e2e-visitor-${crypto.randomUUID().replaceAll('-', '')}`.slice(0, 40);
  await page.addInitScript((visitor) => localStorage.setItem('generate_id', visitor), id);
  return id;
};

/** Gives the demo student a default delivery address, which the cart chooses by itself. */
export const addDefaultAddress = (student: Awaited<ReturnType<typeof apiAs>>) =>
  student.call('POST', '/private/shipping/addresses', {
    recipient_name: 'สมหญิง เรียนดี',
    tel: '0812345678',
    address: '99 ถนนสุขุมวิท',
    province: 'กรุงเทพมหานคร',
    postcode: '10110',
    is_default: true,
  });

/** Leaves the demo student without unpaid orders, cart lines and checkout choices, so journeys do not meet each other's. */
export const resetStudent = async (baseURL: string) => {
  const student = await apiAs(baseURL, 'student');
  const orders = (await student.call('GET', '/private/orders')) as {
    data: { id: number; payment_status: string }[];
  };
  for (const order of orders.data.filter((item) => item.payment_status === 'notYetReceived'))
    await student.call('POST', '/public/cart/deleteorder', { order_id: order.id });
  const cart = (await student.call('GET', '/private/cart')) as { data: { id: number }[] };
  for (const item of cart.data) await student.call('DELETE', `/public/cart/items/${String(item.id)}`);
  // The cart keeps the checkout's choices too (coupons, payment method, delivery): forget them.
  await student.call('PUT', '/public/cart/selection', {
    promotion_id: null,
    coupons_id: [],
    paymentmethod_id: null,
    is_withholding: false,
    shipping_address_id: null,
    shipping_fee_id: null,
  });
  return student;
};
