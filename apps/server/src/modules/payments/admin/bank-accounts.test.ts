import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bankAccounts, bankTransferReports, paymentAttempts } from '../../../db/tables';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { insertOrderWithLine, insertPaymentMethods } from '../../../test/commerce-factories';
import { insertCourse, insertPlan, insertStudent } from '../../../test/factories';
import { makeDataDir, removeDataDir } from '../../../test/read-mail';
import { sessionCookieFor } from '../../../test/sessions';
import { latestAudit, signedInAdmin, uploadPng } from '../../settings/admin/settings-test-kit';

type Account = { id: number; account_id: string; prompt_pay_image: string | null; is_active: boolean };

const ACCOUNT = {
  bank: 'SCB',
  bank_name: 'ธนาคารไทยพาณิชย์',
  account_id: '222-3-44444-5',
  account_name: 'บริษัท ตัวอย่าง จำกัด',
};

describe('bank accounts in the back office', () => {
  let t: TestApp;
  let dataDir: string;
  let admin: { id: number; cookie: string };
  beforeAll(async () => {
    dataDir = await makeDataDir();
    t = await buildTestApp({ DATA_DIR: dataDir, CATALOG_CACHE_SECONDS: '60' });
    admin = await signedInAdmin(t.db);
    await insertPaymentMethods(t.db, [1]);
  });
  afterAll(async () => {
    await t.close();
    await removeDataDir(dataDir);
  });

  const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
    t.app.inject({
      method,
      url,
      headers: { cookie: admin.cookie },
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
  const storefrontAccounts = async () =>
    (await t.app.inject({ method: 'GET', url: '/public/payments/methods/1/bank' })).json<{
      data: { id: number; account_id: string; prompt_pay_image: string | null }[];
    }>().data;

  it('adds an account with its PromptPay image, which buyers are shown at once, and audits it', async () => {
    const image = await uploadPng(t.app, admin.cookie);

    const created = await send('POST', '/api/admin/bank-accounts', { ...ACCOUNT, prompt_pay_image: image });

    const account = created.json<{ data: Account }>().data;
    expect(account).toMatchObject({ account_id: '222-3-44444-5', prompt_pay_image: image, is_active: true });
    expect(await storefrontAccounts()).toContainEqual(
      expect.objectContaining({ id: account.id, account_id: '222-3-44444-5', prompt_pay_image: image }),
    );
    expect(await latestAudit(t.db, 'bank_account.create')).toMatchObject({
      actorUserId: admin.id,
      entityType: 'bank_account',
      entityId: String(account.id),
      before: null,
      after: { account_id: '222-3-44444-5', prompt_pay_image: image },
    });
  });

  it('lists every account, switched-off ones too, with a total', async () => {
    const listed = await t.app.inject({
      method: 'GET',
      url: '/api/admin/bank-accounts',
      headers: { cookie: admin.cookie },
    });

    const answer = listed.json<{ data: Account[]; total: number }>();
    expect(answer.total).toBe(answer.data.length);
    expect(answer.data.map((account) => account.account_id)).toEqual(
      expect.arrayContaining(['111-1-11111-1', '222-3-44444-5']),
    );
  });

  it('refuses an invalid account with INPUT_ERROR naming each field', async () => {
    const response = await send('POST', '/api/admin/bank-accounts', {
      bank: 'NOPE',
      bank_name: 'x',
      account_id: '12-ab',
      account_name: '   ',
    });

    expect(response.statusCode).toBe(400);
    const params = response.json<{ error: { code: string; params: { param: string }[] } }>().error;
    expect(params.code).toBe('INPUT_ERROR');
    expect(params.params.map((param) => param.param).sort()).toEqual(['account_id', 'account_name', 'bank']);
  });

  it('refuses a PromptPay image that is not an image the shop stores, naming prompt_pay_image', async () => {
    const student = await insertStudent(t.db);
    const studentsUpload = await uploadPng(t.app, await sessionCookieFor(t.db, student.id));

    for (const name of ['made-up.png', studentsUpload]) {
      const response = await send('POST', '/api/admin/bank-accounts', { ...ACCOUNT, prompt_pay_image: name });
      expect(response.json()).toMatchObject({
        error: { code: 'INPUT_ERROR', params: [{ param: 'prompt_pay_image' }] },
      });
    }
  });

  it('changes an account, keeping it before and after in the audit log; a switched-off one leaves the storefront', async () => {
    const created = (await send('POST', '/api/admin/bank-accounts', ACCOUNT)).json<{ data: Account }>().data;

    const changed = await send('PUT', `/api/admin/bank-accounts/${String(created.id)}`, {
      ...ACCOUNT,
      account_id: '333-3-33333-3',
      is_active: false,
    });

    expect(changed.json()).toMatchObject({ data: { account_id: '333-3-33333-3', is_active: false } });
    expect((await storefrontAccounts()).map((account) => account.id)).not.toContain(created.id);
    expect(await latestAudit(t.db, 'bank_account.update')).toMatchObject({
      entityId: String(created.id),
      before: { account_id: '222-3-44444-5', is_active: true },
      after: { account_id: '333-3-33333-3', is_active: false },
    });
  });

  it('removes an account, with an audit row of what it was', async () => {
    const created = (await send('POST', '/api/admin/bank-accounts', ACCOUNT)).json<{ data: Account }>().data;

    const removed = await send('DELETE', `/api/admin/bank-accounts/${String(created.id)}`);

    expect(removed.json()).toEqual({ success: true });
    expect((await storefrontAccounts()).map((account) => account.id)).not.toContain(created.id);
    expect(await latestAudit(t.db, 'bank_account.delete')).toMatchObject({
      entityId: String(created.id),
      before: { account_id: '222-3-44444-5' },
      after: null,
    });
  });

  it('refuses to remove an account a buyer reported a transfer to, with BANK_ACCOUNT_IN_USE', async () => {
    const created = (await send('POST', '/api/admin/bank-accounts', ACCOUNT)).json<{ data: Account }>().data;
    const student = await insertStudent(t.db);
    const course = await insertCourse(t.db);
    const plan = await insertPlan(t.db, course.id);
    const order = await insertOrderWithLine(t.db, {
      userId: student.id,
      courseId: course.id,
      planId: plan.id,
      status: 'pendingApproved',
    });
    const [attempt] = await t.db
      .insert(paymentAttempts)
      .values({
        orderId: order.id,
        paymentMethodId: 1,
        provider: 'bank_transfer',
        amount: 100_000,
        currency: 'THB',
      })
      .returning();
    await t.db.insert(bankTransferReports).values({
      orderId: order.id,
      attemptId: attempt?.id ?? 0,
      userId: student.id,
      bankAccountId: created.id,
      bankCode: 'KBANK',
      transferredAt: new Date(),
    });

    const refused = await send('DELETE', `/api/admin/bank-accounts/${String(created.id)}`);

    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ error: { code: 'BANK_ACCOUNT_IN_USE' } });
    const rows = await t.db.select({ id: bankAccounts.id }).from(bankAccounts);
    expect(rows.map((row) => row.id)).toContain(created.id);
  });

  it('answers NOT_FOUND for an account that does not exist', async () => {
    const changed = await send('PUT', '/api/admin/bank-accounts/999999', ACCOUNT);
    const removed = await send('DELETE', '/api/admin/bank-accounts/999999');

    expect(changed.json()).toMatchObject({ error: { code: 'NOT_FOUND' } });
    expect(removed.statusCode).toBe(404);
  });
});
