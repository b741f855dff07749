import type { FastifyInstance } from 'fastify';
import { toString as renderQr } from 'qrcode';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildSandboxApp, PUBLIC_BASE_URL } from '../test/build-sandbox-app';
import {
  chargePromptPay,
  control,
  getCharge,
  postCharge,
  publicKeyAuth,
  secretKeyAuth,
} from '../test/omise-test-client';
import type { OmiseCharge } from './omise-objects';
import { sandboxPromptPayPayload } from './sandbox-promptpay-payload';

let app: FastifyInstance;

beforeEach(async () => {
  app = await buildSandboxApp();
});
afterEach(async () => {
  await app.close();
});

const pathOf = (url: string) => url.replace(PUBLIC_BASE_URL, '/sandbox');
const downloadUriOf = (charge: OmiseCharge) => charge.source?.scannable_code?.image.download_uri ?? '';

describe('Omise PromptPay', () => {
  it('creates a pending charge whose source carries a QR document to download', async () => {
    const charge = await chargePromptPay(app);

    expect(charge).toMatchObject({
      status: 'pending',
      paid: false,
      card: null,
      amount: 123_450,
      currency: 'thb',
      source: {
        object: 'source',
        type: 'promptpay',
        flow: 'offline',
        amount: 123_450,
        currency: 'thb',
        scannable_code: {
          object: 'barcode',
          type: 'qr',
          image: { object: 'document', filename: 'qrcode.svg' },
        },
      },
    });
    expect(charge.source?.id).toMatch(/^src_test_/);
    expect(charge.source?.scannable_code?.image.id).toMatch(/^docu_test_/);
    expect(downloadUriOf(charge)).toMatch(
      new RegExp(`^${PUBLIC_BASE_URL}/omise/charges/${charge.id}/documents/docu_test_\\w+/downloads/\\w+$`),
    );
    const hours = (Date.parse(charge.expires_at) - Date.parse(charge.created_at)) / 3_600_000;
    expect(hours).toBe(24);
  });

  it('serves the QR as an uncached SVG that encodes the PromptPay payload for the amount', async () => {
    const charge = await chargePromptPay(app);

    const image = await app.inject({ method: 'GET', url: pathOf(downloadUriOf(charge)) });

    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toContain('image/svg+xml');
    expect(image.headers['cache-control']).toBe('no-store');
    // QR rendering is deterministic, so the same payload renders to the same SVG.
    expect(image.body).toBe(await renderQr(sandboxPromptPayPayload(123_450), { type: 'svg', margin: 2 }));
  });

  it('refuses a download with the wrong token', async () => {
    const charge = await chargePromptPay(app);

    const image = await app.inject({
      method: 'GET',
      url: pathOf(downloadUriOf(charge)).replace(/\w+$/, 'guessed'),
    });

    expect(image.statusCode).toBe(404);
    expect(image.json()).toMatchObject({ object: 'error', code: 'not_found' });
  });

  it('charges a source made earlier with the public key', async () => {
    const created = await app.inject({
      method: 'POST',
      url: '/sandbox/omise/sources',
      headers: publicKeyAuth,
      payload: { type: 'promptpay', amount: 50_000, currency: 'THB' },
    });
    const source = created.json<{ id: string }>();

    const charge = await postCharge(app, { amount: 50_000, currency: 'thb', source: source.id });
    const reused = await postCharge(app, { amount: 50_000, currency: 'thb', source: source.id });

    expect(created.json()).toMatchObject({
      object: 'source',
      type: 'promptpay',
      flow: 'offline',
      scannable_code: null,
    });
    expect(charge.json()).toMatchObject({ status: 'pending', source: { id: source.id } });
    expect(reused.json()).toMatchObject({ code: 'invalid_charge' });
  });

  it('refuses a PromptPay amount above 150,000 baht', async () => {
    const response = await postCharge(app, {
      amount: 15_000_001,
      currency: 'thb',
      source: { type: 'promptpay' },
    });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'invalid_charge' });
  });

  it('accepts the inline source as form fields', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/sandbox/omise/charges',
      headers: { ...secretKeyAuth, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'amount=2000&currency=thb&source[type]=promptpay',
    });

    expect(response.json()).toMatchObject({ status: 'pending', source: { type: 'promptpay' } });
  });

  it('reports the amount the control API says was paid, to test mismatches', async () => {
    const charge = await chargePromptPay(app);

    const paid = await control(app, 'POST', `/omise/charges/${charge.id}/succeed`, {
      amount: 100,
      currency: 'usd',
    });

    expect(paid).toMatchObject({ status: 'successful', paid: true, amount: 100, currency: 'usd' });
    expect(await getCharge(app, charge.id)).toMatchObject({
      status: 'successful',
      amount: 100,
      currency: 'usd',
    });
  });

  it('fails a pending charge through the control API, and refuses to settle it twice', async () => {
    const charge = await chargePromptPay(app);

    const failed = await control(app, 'POST', `/omise/charges/${charge.id}/fail`, {});
    const again = await control(app, 'POST', `/omise/charges/${charge.id}/succeed`, {}, 409);

    expect(failed).toMatchObject({ status: 'failed', failure_code: 'payment_rejected' });
    expect(again).toEqual({ error: 'charge is not pending' });
  });

  it('expires a pending charge through the control API', async () => {
    const charge = await chargePromptPay(app);

    const expired = await control(app, 'POST', `/omise/charges/${charge.id}/expire`);

    expect(expired).toMatchObject({ status: 'expired', expired: true, failure_code: 'expired_charge' });
  });

  it('expires a pending charge through Omise’s own expire endpoint, and refuses a settled one', async () => {
    const charge = await chargePromptPay(app);
    const expire = () =>
      app.inject({
        method: 'POST',
        url: `/sandbox/omise/charges/${charge.id}/expire`,
        headers: secretKeyAuth,
      });

    const first = await expire();
    const second = await expire();

    expect(first.json()).toMatchObject({ status: 'expired', failure_message: 'charge expired' });
    expect(second.statusCode).toBe(400);
    expect(second.json()).toMatchObject({ code: 'invalid_charge', message: 'charge is not pending' });
  });

  it('expires a pending charge on read once its expires_at has passed', async () => {
    const charge = await chargePromptPay(app, { expires_at: new Date(Date.now() - 1000).toISOString() });

    expect(charge.status).toBe('pending');
    expect(await getCharge(app, charge.id)).toMatchObject({
      status: 'expired',
      failure_code: 'expired_charge',
    });
  });

  it('lists pending charges through the control API', async () => {
    const pending = await chargePromptPay(app);
    const paid = await chargePromptPay(app);
    await control(app, 'POST', `/omise/charges/${paid.id}/succeed`);

    const listed = await control<OmiseCharge[]>(app, 'GET', '/omise/charges?status=pending');

    expect(listed.map((charge) => charge.id)).toEqual([pending.id]);
  });
});
