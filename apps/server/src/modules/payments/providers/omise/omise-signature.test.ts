import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { checkOmiseSignature } from './omise-signature';

const secret = Buffer.from('webhook secret bytes').toString('base64');
const sign = (timestamp: string, body: string, key = secret) =>
  createHmac('sha256', Buffer.from(key, 'base64')).update(`${timestamp}.${body}`).digest('hex');
const now = new Date('2026-11-23T03:00:00Z');
const ts = String(Math.floor(now.getTime() / 1000));
const body = '{"object":"event","id":"evnt_1"}';

const check = (signatureHeader: string | undefined, timestampHeader: string | undefined, rawBody = body) =>
  checkOmiseSignature({ secretBase64: secret, signatureHeader, timestampHeader, rawBody, now });

describe('the Omise-Signature check', () => {
  it('accepts the HMAC over "<timestamp>.<raw body>" keyed with the decoded secret', () => {
    expect(check(sign(ts, body), ts)).toBe('valid');
  });

  it('accepts any one of several signatures during a secret rotation', () => {
    const old = Buffer.from('old secret').toString('base64');
    expect(check(`${sign(ts, body, old)}, ${sign(ts, body)}`, ts)).toBe('valid');
  });

  it('refuses a changed body, a changed timestamp and another secret', () => {
    expect(check(sign(ts, body), ts, body.replace('evnt_1', 'evnt_2'))).toBe('mismatch');
    expect(check(sign(String(Number(ts) - 1), body), ts)).toBe('mismatch');
    expect(check(sign(ts, body, Buffer.from('other').toString('base64')), ts)).toBe('mismatch');
    expect(check('not-hex', ts)).toBe('mismatch');
  });

  it('refuses a signature older or newer than five minutes, and a missing header', () => {
    const old = String(Number(ts) - 301);
    expect(check(sign(old, body), old)).toBe('stale');
    expect(check(undefined, ts)).toBe('missing');
    expect(check(sign(ts, body), undefined)).toBe('missing');
  });
});
