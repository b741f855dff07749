import { CONTROL_SECRET_HEADER } from '@shop/payment-sandbox/control/control-access';

/** The control secret every test app's sandbox is started with (`buildTestApp`, `startShopInstance`). */
export const TEST_SANDBOX_CONTROL_SECRET = 'sandbox-control-secret-of-the-tests';

/** What a test sends with every call of the sandbox's control API. */
export const sandboxControlHeaders: Record<string, string> = {
  [CONTROL_SECRET_HEADER]: TEST_SANDBOX_CONTROL_SECRET,
};

/** A test's hand on the payment sandbox: its control API (never used by the shop itself). */
export const sandboxControl = (sandboxUrl: string) => {
  const call = async <T = unknown>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> => {
    const response = await fetch(`${sandboxUrl}${path}`, {
      method,
      headers: {
        ...sandboxControlHeaders,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? null : JSON.stringify(body),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`sandbox ${method} ${path}: ${String(response.status)} ${text}`);
    return (text === '' ? null : JSON.parse(text)) as T;
  };
  const charge = (id: string, action: string, body: unknown = {}) =>
    call('POST', `/__control/omise/charges/${encodeURIComponent(id)}/${action}`, body);
  return {
    call,
    reset: () => call('POST', '/__control/reset'),
    succeed: (chargeId: string, body: { amount?: number; currency?: string } = {}) =>
      charge(chargeId, 'succeed', body),
    fail: (chargeId: string, body: { code?: string; message?: string } = {}) =>
      charge(chargeId, 'fail', body),
    expire: (chargeId: string) => charge(chargeId, 'expire'),
    /** Delivers a charge.complete now and answers the shop's responses. */
    webhook: (
      chargeId: string,
      options: {
        times?: number;
        tamper?: boolean;
        staleTimestamp?: boolean;
        wrongSecret?: boolean;
        status?: 'successful' | 'failed' | 'expired';
        eventId?: string;
      } = {},
    ) => charge(chargeId, 'webhook', options) as Promise<{ deliveries: { status: number; body: string }[] }>,
    nextCharge: (outcome: 'successful' | 'failed' | 'pending-3ds', failureCode?: string) =>
      call('POST', '/__control/omise/next-charge', {
        outcome,
        ...(failureCode ? { failure_code: failureCode } : {}),
      }),
    webhooks: (enabled: boolean) => call('POST', '/__control/omise/webhooks', { enabled }),
    fault: (fault: {
      route: string;
      mode: 'timeout' | '500' | 'drop' | 'delay';
      count?: number;
      delayMs?: number;
      after?: boolean;
    }) => call('POST', '/__control/faults', fault),
    /** How long a new Omise charge stays out of the sandbox's search (its index lag). */
    searchLag: (ms: number) => call('POST', '/__control/omise/search-lag', { ms }),
    /** Every charge the Omise sandbox holds, newest first. */
    storedCharges: () => call<Record<string, unknown>[]>('GET', '/__control/omise/charges'),
    /** Every refund the Omise sandbox paid out. */
    refunds: () => call<Record<string, unknown>[]>('GET', '/__control/omise/refunds'),
    storedCharge: (chargeId: string) =>
      call<Record<string, unknown>>('GET', `/__control/omise/charges/${encodeURIComponent(chargeId)}`),
    requests: () =>
      call<{ method: string; url: string; status: number; body: string }[]>(
        'GET',
        '/__control/requests?provider=omise',
      ),
  };
};

export type SandboxControl = ReturnType<typeof sandboxControl>;
