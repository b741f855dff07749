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
    expect(loadConfig({ PUBLIC_URL: 'https://shop.example.com/' }).PUBLIC_URL).toBe(
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
});
