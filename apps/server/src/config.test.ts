import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('runs the shop on port 3000 with the embedded database and demo data when nothing is set', () => {
    const config = loadConfig({});

    expect(config).toMatchObject({
      PORT: 3000,
      DATA_DIR: './data',
      PAYMENT_MODE: 'sandbox',
      SEED_DEMO: true,
      PUBLIC_URL: 'http://localhost:3000',
    });
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it('reads numbers and switches from their text form and ignores empty values', () => {
    const config = loadConfig({ PORT: '8080', SEED_DEMO: 'false', DATABASE_URL: '', TRUST_PROXY: '1' });

    expect(config).toMatchObject({ PORT: 8080, SEED_DEMO: false, TRUST_PROXY: 1 });
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it('drops the trailing slash of PUBLIC_URL, so the links it starts have no empty segment', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://shop.example.com/', PAYMENT_MODE: 'live' }).PUBLIC_URL).toBe(
      'https://shop.example.com',
    );
  });

  it('reads the sign-in and password hashing limits, with defaults', () => {
    expect(loadConfig({})).toMatchObject({
      LOGIN_ATTEMPTS_PER_MINUTE: 10,
      LOGIN_FAILURES_PER_MINUTE: 30,
      PASSWORD_HASH_QUEUE: 64,
    });
    expect(loadConfig({}).PASSWORD_HASHES_AT_ONCE).toBeGreaterThanOrEqual(1);
    expect(loadConfig({ LOGIN_FAILURES_PER_MINUTE: '50', PASSWORD_HASHES_AT_ONCE: '3' })).toMatchObject({
      LOGIN_FAILURES_PER_MINUTE: 50,
      PASSWORD_HASHES_AT_ONCE: 3,
    });
    expect(() => loadConfig({ PASSWORD_HASHES_AT_ONCE: '0' })).toThrow(/PASSWORD_HASHES_AT_ONCE/);
  });

  it('stops with every bad setting named', () => {
    expect(() => loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', PAYMENT_MODE: 'free' })).toThrow(
      ConfigError,
    );
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x' });
    } catch (error) {
      expect((error as Error).message).toMatch(/PORT/);
      expect((error as Error).message).toMatch(/DATABASE_URL/);
    }
  });

  it('gives a stop 10 s in all and keeps serving 2 s of it after readiness fails, unless told otherwise', () => {
    expect(loadConfig({})).toMatchObject({ SHUTDOWN_GRACE_MS: 10_000, SHUTDOWN_DELAY_MS: 2_000 });
    expect(loadConfig({ SHUTDOWN_GRACE_MS: '25000', SHUTDOWN_DELAY_MS: '0' })).toMatchObject({
      SHUTDOWN_GRACE_MS: 25_000,
      SHUTDOWN_DELAY_MS: 0,
    });
  });

  it('refuses a pause before closing that would use up the whole grace time', () => {
    expect(() => loadConfig({ SHUTDOWN_GRACE_MS: '5000', SHUTDOWN_DELAY_MS: '5000' })).toThrow(
      /SHUTDOWN_DELAY_MS: must be shorter than SHUTDOWN_GRACE_MS/,
    );
  });

  it.each([
    ['https://shop.example.com'],
    ['http://203.0.113.10:3000'],
    ['http://[2001:db8::1]:3000'],
    ['http://shop-test'],
  ])('refuses to start the sandbox at the public address %s, naming the variables', (publicUrl) => {
    expect(() => loadConfig({ PUBLIC_URL: publicUrl })).toThrow(ConfigError);
    expect(() => loadConfig({ PUBLIC_URL: publicUrl })).toThrow(
      /PAYMENT_MODE: sandbox .*PUBLIC_URL .*PAYMENT_MODE=live .*ALLOW_SANDBOX_ON_PUBLIC_URL=true/,
    );
  });

  it.each([
    ['http://localhost:3000'],
    ['http://127.0.0.1:8080'],
    ['http://127.8.9.10'],
    ['http://[::1]:3000'],
    ['http://shop.localhost:3000'],
    ['http://192.168.1.20:3000'],
    ['http://10.0.0.5'],
    ['http://172.20.1.1'],
    ['http://[fd12:3456::1]:3000'],
  ])('runs the sandbox at the local or private address %s', (publicUrl) => {
    expect(loadConfig({ PUBLIC_URL: publicUrl }).PAYMENT_MODE).toBe('sandbox');
  });

  it('runs the sandbox at a public address when ALLOW_SANDBOX_ON_PUBLIC_URL says so, and live mode anywhere', () => {
    expect(
      loadConfig({ PUBLIC_URL: 'https://test.shop.example.com', ALLOW_SANDBOX_ON_PUBLIC_URL: 'true' }),
    ).toMatchObject({ PAYMENT_MODE: 'sandbox', ALLOW_SANDBOX_ON_PUBLIC_URL: true });
    expect(loadConfig({ PUBLIC_URL: 'https://shop.example.com', PAYMENT_MODE: 'live' }).PAYMENT_MODE).toBe(
      'live',
    );
  });
});
