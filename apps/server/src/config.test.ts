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
});
