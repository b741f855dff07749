import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../config';
import { paymentMethods } from '../../../db/tables';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { insertPaymentMethods } from '../../../test/commerce-factories';
import { buildPaymentRegistry } from '../payment-registry';
import { PROVIDER_OF_METHOD } from '../providers/provider-list';
import { latestAudit, signedInAdmin } from '../../settings/admin/settings-test-kit';

type AdminMethod = {
  id: number;
  is_enabled: boolean;
  is_offered: boolean;
  unavailable: { provider: string; missing: string[] } | null;
};
const ALL = [1, 2, 3, 4, 8, 9, 10, 11, 12, 13, 15];

describe('payment methods in the back office', () => {
  const apps: TestApp[] = [];
  afterAll(async () => {
    for (const app of apps) await app.close();
  });

  const shop = async (env: Record<string, string> = {}) => {
    const t = await buildTestApp(env);
    apps.push(t);
    await insertPaymentMethods(t.db, ALL);
    const admin = await signedInAdmin(t.db);
    const arrange = (methods: { id: number; is_enabled: boolean }[]) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/admin/payment-methods',
        headers: { cookie: admin.cookie },
        payload: { methods },
      });
    const adminList = async () =>
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/admin/payment-methods',
          headers: { cookie: admin.cookie },
        })
      ).json<{ data: AdminMethod[]; total: number }>();
    const offered = async (url = '/public/cart/payments/methods') =>
      (await t.app.inject({ method: 'GET', url })).json<{ data: { id: number }[] }>().data.map((m) => m.id);
    return { t, admin, arrange, adminList, offered };
  };

  describe('in sandbox mode', () => {
    let s: Awaited<ReturnType<typeof shop>>;
    beforeAll(async () => {
      s = await shop();
    }, 180_000);

    it('reorders and switches methods, and the storefront lists the switched-on ones in that order at once', async () => {
      const order = [9, 1, 8, 2, 3, 4, 10, 11, 12, 13, 15];
      const switchedOff = new Set([2, 13]);

      const answer = await s.arrange(order.map((id) => ({ id, is_enabled: !switchedOff.has(id) })));

      expect(answer.statusCode).toBe(200);
      const expected = order.filter((id) => !switchedOff.has(id));
      expect(await s.offered()).toEqual(expected);
      expect(await s.offered('/public/payments/methods')).toEqual(expected);
      expect((await s.adminList()).data.map((method) => [method.id, method.is_enabled])).toEqual(
        order.map((id) => [id, !switchedOff.has(id)]),
      );
    });

    it('stops offering a switched-off bank transfer on its own page at once', async () => {
      await s.arrange(ALL.map((id) => ({ id, is_enabled: id !== 1 })));
      const page = await s.t.app.inject({ method: 'GET', url: '/public/payments/methods/1/bank' });
      expect(page.statusCode).toBe(404);

      await s.arrange(ALL.map((id) => ({ id, is_enabled: true })));
      const back = await s.t.app.inject({ method: 'GET', url: '/public/payments/methods/1/bank' });
      expect(back.json()).toMatchObject({ data: [{ account_id: '111-1-11111-1' }] });
    });

    it('keeps the list before and after in the audit row of the administrator', async () => {
      await s.arrange(ALL.map((id) => ({ id, is_enabled: true })));
      await s.arrange([...ALL].reverse().map((id) => ({ id, is_enabled: id !== 4 })));

      const audit = await latestAudit(s.t.db, 'payment_methods.update');
      expect(audit).toMatchObject({ actorUserId: s.admin.id, entityType: 'payment_methods' });
      expect(audit?.before).toEqual(ALL.map((id, index) => ({ id, is_enabled: true, sort_order: index })));
      expect(audit?.after).toEqual(
        [...ALL].reverse().map((id, index) => ({ id, is_enabled: id !== 4, sort_order: index })),
      );
    });

    it('refuses a list that leaves a method out, names one twice or names an unknown one, naming methods', async () => {
      const before = (await s.adminList()).data;
      for (const methods of [
        ALL.slice(1).map((id) => ({ id, is_enabled: true })),
        [...ALL, 1].map((id) => ({ id, is_enabled: true })),
        [...ALL.slice(1), 7].map((id) => ({ id, is_enabled: true })),
      ]) {
        const response = await s.arrange(methods);
        expect(response.json()).toMatchObject({
          error: { code: 'INPUT_ERROR', params: [{ param: 'methods' }] },
        });
      }
      expect((await s.adminList()).data).toEqual(before);
    });

    it('says every method can take payments here', async () => {
      const listed = await s.adminList();
      expect(listed.total).toBe(ALL.length);
      expect(listed.data.every((method) => method.unavailable === null)).toBe(true);
    });
  });

  describe('in live mode without the providers’ keys', () => {
    let s: Awaited<ReturnType<typeof shop>>;
    beforeAll(async () => {
      s = await shop({ PAYMENT_MODE: 'live' });
    }, 180_000);

    it('shows which keys each method’s provider lacks, and that it is not offered though switched on', async () => {
      const omise = (await s.adminList()).data.find((method) => method.id === 8);

      expect(omise).toMatchObject({
        is_enabled: true,
        is_offered: false,
        unavailable: {
          provider: 'omise',
          missing: ['OMISE_PUBLIC_KEY', 'OMISE_SECRET_KEY', 'OMISE_WEBHOOK_SECRET'],
        },
      });
      expect((await s.adminList()).data.find((method) => method.id === 1)).toMatchObject({
        is_offered: true,
        unavailable: null,
      });
    });

    it('refuses to switch on a method whose provider is not configured, naming it, and changes nothing', async () => {
      await s.arrange(ALL.map((id) => ({ id, is_enabled: id === 1 })));

      const response = await s.arrange(ALL.map((id) => ({ id, is_enabled: id === 1 || id === 9 })));

      expect(response.json()).toMatchObject({
        error: {
          code: 'PAYMENT_PROVIDER_NOT_CONFIGURED',
          params: [{ param: `methods.${String(ALL.indexOf(9))}.is_enabled` }],
        },
      });
      expect((await s.adminList()).data.find((method) => method.id === 9)?.is_enabled).toBe(false);
    });

    it('lets a method that is already on stay on while the list is reordered', async () => {
      const enabled = new Set([1, 8]);
      // Method 8 was switched on before the shop went live without Omise's keys.
      await s.arrange(ALL.map((id) => ({ id, is_enabled: id === 1 })));
      await s.t.db.update(paymentMethods).set({ isEnabled: true }).where(eq(paymentMethods.id, 8));

      const response = await s.arrange([...ALL].reverse().map((id) => ({ id, is_enabled: enabled.has(id) })));

      expect(response.statusCode).toBe(200);
      expect(await s.offered()).toEqual([1]);
    });
  });

  it('knows the provider of every method the sandbox runs', () => {
    const registry = buildPaymentRegistry(loadConfig({ PAYMENT_MODE: 'sandbox' }));
    for (const id of ALL.filter((method) => method !== 1))
      expect({ id, provider: PROVIDER_OF_METHOD[id] }).toEqual({
        id,
        provider: registry.providerFor(id)?.name,
      });
  });
});
