import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { outbox } from '../../db/tables';
import { insertUser } from '../../test/factories';
import { buildListeningTestApp, type ListeningTestApp } from '../../test/listening-test-app';
import {
  attemptsOf,
  createPromptPay,
  enrolmentsOf,
  eventually,
  insertPaymentMethodsForPayments,
  orderToPay,
} from '../../test/payment-fixtures';
import { deliverAndReadMail, makeDataDir, removeDataDir } from '../../test/read-mail';
import { setSettings } from '../../test/settings';

describe('administrators told of a payment set aside for them', () => {
  let t: ListeningTestApp;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await makeDataDir();
    t = await buildListeningTestApp({ DATA_DIR: dataDir });
    await insertPaymentMethodsForPayments(t.db);
    await insertUser(t.db, { roles: ['admin'], email: 'admin@shop.example' });
  });
  beforeEach(async () => {
    await t.sandbox.reset();
  });
  afterAll(async () => {
    await t.close();
    await removeDataDir(dataDir);
  });

  const setAsideMails = (attemptId: number) =>
    t.db
      .select({ to: sql<string>`${outbox.payload}->>'to'` })
      .from(outbox)
      .where(
        and(
          eq(outbox.kind, 'mail'),
          sql`${outbox.payload}->>'template' = 'payment_set_aside'`,
          sql`${outbox.dedupeKey} LIKE ${`payment_set_aside:${String(attemptId)}:%`}`,
        ),
      );

  it('mails each administrator once when money of another amount is set aside, however often Omise tells it', async () => {
    await setSettings(t.db, { admin_notice_emails: ['payments@shop.example', 'owner@shop.example'] });
    const order = await orderToPay(t.app, t.db, { methodId: 9, price: 150_000 });
    const answer = (await createPromptPay(t.app, order)).json<{
      charge_id: string;
      orderPaymentId: number;
    }>();

    await t.sandbox.succeed(answer.charge_id, { amount: 100_000 });
    await eventually(async () => (await attemptsOf(t.db, order.orderId))[0]?.state === 'flagged');
    await t.sandbox.webhook(answer.charge_id, { times: 2 });
    await t.sandbox.webhook(answer.charge_id, { times: 2, eventId: 'evnt_test_set_aside_again' });

    const queued = await setAsideMails(answer.orderPaymentId);
    expect(queued.map((row) => row.to).sort()).toEqual(['owner@shop.example', 'payments@shop.example']);
    expect(await enrolmentsOf(t.db, order.userId, order.courseId)).toHaveLength(0);
    const mail = (await deliverAndReadMail(t.db, dataDir)).find(
      (item) => item.to === 'payments@shop.example' && item.subject.includes(`#${String(order.orderId)}`),
    );
    expect(mail?.subject).toContain('Payment set aside for an administrator');
    expect(mail?.text).toContain("the amount paid is not the order's amount");
    expect(mail?.text).toContain('1,500.00 THB');
    expect(mail?.text).toContain(`/admin/orders/${String(order.orderId)}`);
    await setSettings(t.db, { admin_notice_emails: [] });
  });

  it("mails the active administrators' own addresses while the shop lists none", async () => {
    const order = await orderToPay(t.app, t.db, { methodId: 9, price: 150_000 });
    const answer = (await createPromptPay(t.app, order)).json<{
      charge_id: string;
      orderPaymentId: number;
    }>();

    await t.sandbox.succeed(answer.charge_id, { amount: 149_999 });
    await eventually(async () => (await attemptsOf(t.db, order.orderId))[0]?.state === 'flagged');

    expect((await setAsideMails(answer.orderPaymentId)).map((row) => row.to)).toEqual(['admin@shop.example']);
  });
});
