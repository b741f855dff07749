import { freePort } from './free-port';
import { buildTestApp, type TestApp } from './build-test-app';
import { sandboxControl, type SandboxControl } from './sandbox-control';

export type ListeningTestApp = TestApp & { baseUrl: string; sandbox: SandboxControl };

/**
 * The whole server listening on a free loopback port, with the payment sandbox mounted: the
 * adapters call the sandbox over real HTTP and the sandbox's notifications come back the same
 * way, as in production. Provider calls give up after 2 s here so fault tests stay short.
 */
export const buildListeningTestApp = async (env: Record<string, string> = {}): Promise<ListeningTestApp> => {
  for (let tries = 1; ; tries += 1) {
    const port = await freePort();
    const baseUrl = `http://127.0.0.1:${String(port)}`;
    const t = await buildTestApp({
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: baseUrl,
      PAYMENT_HTTP_TIMEOUT_MS: '2000',
      // The sandbox's search lists a charge 2 s after it is made: the shop waits a little longer.
      OMISE_SEARCH_LAG_MS: '2500',
      ...env,
    });
    try {
      await t.app.listen({ host: '127.0.0.1', port });
      return { ...t, baseUrl, sandbox: sandboxControl(`${baseUrl}/sandbox`) };
    } catch (error) {
      await t.close();
      // Another process took the port between choosing it and listening on it: choose again.
      if ((error as { code?: string }).code !== 'EADDRINUSE' || tries >= 5) throw error;
    }
  }
};
