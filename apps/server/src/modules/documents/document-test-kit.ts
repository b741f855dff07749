import { eq } from 'drizzle-orm';
import type { SiteSettings } from '@shop/contract/settings/site-settings';
import { bankAccounts, taxProfiles } from '../../db/tables';
import { insertPaymentMethods } from '../../test/commerce-factories';
import { insertCourse, insertPlan, insertStudent, insertUser } from '../../test/factories';
import { postOrder } from '../../test/order-requests';
import { sessionCookieFor } from '../../test/sessions';
import { setSettings } from '../../test/settings';
import type { TestApp } from '../../test/build-test-app';

/** The seller the test shop's documents name. */
export const TEST_SELLER = {
  company_name: 'บริษัท ร้านคอร์สทดสอบ จำกัด',
  company_address: '99 ถนนวิทยุ แขวงลุมพินี เขตปทุมวัน กรุงเทพมหานคร 10330',
  company_tax_id: '0105556123453',
  company_branch: '00000',
  company_phone: '02-000-0000',
} satisfies Partial<SiteSettings>;

/** A company buyer who asked for a tax invoice. */
export const COMPANY_BUYER = {
  isRequireTaxInvoice: true,
  taxPersonType: 'juristic_person',
  taxNameOne: 'บริษัท ผู้ซื้อทดสอบ จำกัด',
  taxNameTwo: '00002',
  taxPayerIdentificationNo: '0105561000003',
  taxAddress: '1 ถนนสีลม แขวงสีลม เขตบางรัก กรุงเทพมหานคร 10500',
};

/** A shop that charges 7% VAT, takes bank transfers without a slip, and has a seller and an administrator. */
export const documentShop = async (t: TestApp) => {
  await insertPaymentMethods(t.db, [1]);
  await setSettings(t.db, { slip: 0, is_enable_vat: true, vat_value: 7, ...TEST_SELLER });
  const admin = await insertUser(t.db, { roles: ['admin'] });
  const [account] = await t.db.select().from(bankAccounts);
  return {
    adminId: admin.id,
    adminCookie: await sessionCookieFor(t.db, admin.id),
    bankAccountId: account?.id ?? 0,
  };
};

export type DocumentShop = Awaited<ReturnType<typeof documentShop>>;

type Buyer = {
  taxProfile?: typeof COMPANY_BUYER | null;
  price?: number;
  withholding?: 3 | 1;
  /** The shop's VAT rate the order is priced with (7 unless the test switched VAT off). */
  vatPercent?: number;
  /** The shop's prices hold the VAT: the buyer is asked the prices as they are. */
  pricesIncludeVat?: boolean;
  courses?: number;
};

/** Every test course is named so; the n-th of an order ends with its number. */
export const COURSE_TITLE = 'คอร์สบัญชีภาษีสำหรับผู้ประกอบการ';

/** A student's order of `courses` courses (one by default) paid by bank transfer and reported, waiting for approval. */
export const reportedOrder = async (t: TestApp, shop: DocumentShop, buyer: Buyer = {}) => {
  const price = buyer.price ?? 150_000;
  const student = await insertStudent(t.db, { firstname: 'สมชาย', lastname: 'ใจดี' });
  if (buyer.taxProfile) await t.db.insert(taxProfiles).values({ userId: student.id, ...buyer.taxProfile });
  const cookie = await sessionCookieFor(t.db, student.id);
  const lines = [];
  for (let index = 0; index < (buyer.courses ?? 1); index += 1) {
    const course = await insertCourse(t.db, { title: `${COURSE_TITLE} ${String(index + 1)}` });
    const plan = await insertPlan(t.db, course.id, {
      price,
      planType: 'One-Time Payment',
      term: null,
      termUnit: null,
    });
    lines.push({ courseId: course.id, planId: plan.id });
  }
  const net = price * lines.length;
  const vat = Math.round((net * (buyer.vatPercent ?? 7)) / 100);
  const withholding = buyer.withholding ? Math.round((net * buyer.withholding) / 100) : undefined;
  const answer = await postOrder(t.app, cookie, {
    lines,
    price: buyer.pricesIncludeVat ? net : net + vat,
    paymentMethodId: 1,
    ...(buyer.withholding ? { withholding: buyer.withholding, withholdingPrice: withholding } : {}),
  });
  if (answer.statusCode !== 200) throw new Error(`order not made: ${answer.body}`);
  const orderId = answer.json<{ orderId: number }>().orderId;
  const report = await t.app.inject({
    method: 'POST',
    url: '/private/payment/report',
    headers: { cookie },
    payload: {
      order_id: orderId,
      payment_method_id: 1,
      bank_account: shop.bankAccountId,
      bank_code: 'SCB',
      transfer_datetime: '2026-01-15',
      time: '10:00:00',
      transfer_amount: '1500',
    },
  });
  if (report.statusCode !== 200) throw new Error(`transfer not reported: ${report.body}`);
  return { orderId, cookie, userId: student.id, net, vat };
};

export const approve = (t: TestApp, shop: DocumentShop, orderId: number) =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/orders/${String(orderId)}/approve`,
    headers: { cookie: shop.adminCookie },
    payload: {},
  });

/** A reported order the administrator approved: it is paid and has its document. */
export const paidOrder = async (t: TestApp, shop: DocumentShop, buyer: Buyer = {}) => {
  const order = await reportedOrder(t, shop, buyer);
  const approved = await approve(t, shop, order.orderId);
  if (approved.statusCode !== 200) throw new Error(`not approved: ${approved.body}`);
  return order;
};

/** The buyer's documents of an order, as their order page reads them. */
export const documentsOf = async (t: TestApp, cookie: string, orderId: number) => {
  const response = await t.app.inject({
    method: 'GET',
    url: `/private/orders/${String(orderId)}/documents`,
    headers: { cookie },
  });
  if (response.statusCode !== 200) throw new Error(`documents not listed: ${response.body}`);
  return response.json<{
    data: {
      documents: {
        id: number;
        kind: string;
        number: string;
        status: string;
        pdf_url: string;
        total: number;
      }[];
      withholding: { is_required: boolean; certificates: { url: string; file_name: string }[] };
    };
  }>().data;
};

export const taxProfileOf = async (t: TestApp, userId: number) =>
  (await t.db.select().from(taxProfiles).where(eq(taxProfiles.userId, userId)))[0];
