import { randomBytes } from 'node:crypto';
import Fastify from 'fastify';
import { CONTROL_SECRET_HEADER } from './control/control-access';
import { paymentSandboxPlugin } from './sandbox-plugin';

/**
 * Runs the sandbox alone (`npm start -w @shop/payment-sandbox`): useful to try an adapter by hand
 * or to point another shop instance at it. The shop itself mounts the plugin in-process.
 */
const port = Number(process.env.SANDBOX_PORT ?? 4010);
const host = '127.0.0.1';
const shopUrl = process.env.SHOP_URL ?? 'http://127.0.0.1:3000';
const publicBaseUrl = process.env.SANDBOX_PUBLIC_URL ?? `http://${host}:${port}/sandbox`;
// A tool on loopback: without a secret of the caller's own, one is made and printed once.
const given = process.env.SANDBOX_CONTROL_SECRET ?? '';
const secret = given === '' ? randomBytes(24).toString('base64url') : given;

const app = Fastify({ logger: true });
await app.register(paymentSandboxPlugin, { prefix: '/sandbox', shopUrl, publicBaseUrl, control: { secret } });
if (given === '')
  console.warn(
    `control API: send the header ${CONTROL_SECRET_HEADER}: ${secret} (or set SANDBOX_CONTROL_SECRET)`,
  );

const shutDown = () => {
  app.close().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
};
process.once('SIGINT', shutDown);
process.once('SIGTERM', shutDown);

await app.listen({ port, host });
