import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';

describe('the server basics', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('reports itself healthy with its database up', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/health' });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'ok', database: 'up' });
  });

  it('answers an unknown API path with a NOT_FOUND refusal', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/public/nothing-here' });

    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ success: false, error: { code: 'NOT_FOUND', msg: 'Not found' } });
  });

  it('publishes the OpenAPI document with the contract routes', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/docs/json' });

    expect(response.statusCode).toBe(200);
    const document = response.json<{ paths: Record<string, unknown> }>();
    expect(Object.keys(document.paths)).toEqual(expect.arrayContaining(['/public/courses', '/health']));
  });

  it('sends security headers with every answer', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/health' });

    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('readiness while the server shuts down', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers 503 "stopping" from the moment the shutdown begins, while liveness still answers 200', async () => {
    const before = await t.app.inject({ method: 'GET', url: '/health' });

    t.app.shutdown.begin();
    const readiness = await t.app.inject({ method: 'GET', url: '/health' });
    const liveness = await t.app.inject({ method: 'GET', url: '/health/live' });

    expect(before.statusCode).toBe(200);
    expect(readiness.statusCode).toBe(503);
    expect(readiness.json()).toMatchObject({ status: 'stopping', database: 'up' });
    expect(liveness.statusCode).toBe(200);
    expect(liveness.json()).toEqual({ status: 'ok' });
  });
});
