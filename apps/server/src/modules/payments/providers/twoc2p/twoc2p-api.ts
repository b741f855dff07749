import { callProvider } from '../../provider-http';
import { ProviderUnavailableError, type ProviderLog } from '../../payment-provider';
import { signTwoC2pPayload, verifyTwoC2pPayload } from './twoc2p-jwt';
import type { TwoC2pSettings } from './twoc2p-settings';

/** 2C2P's answer: its response code and description, and every claim it sent. */
export type TwoC2pAnswer = {
  httpStatus: number;
  respCode: string;
  respDesc: string;
  claims: Readonly<Record<string, unknown>>;
  /** False for a plain-JSON error answer, which may refuse a request but never tells an outcome. */
  isSigned: boolean;
};

const parseJson = (text: string): unknown => {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
};

const textOf = (value: unknown): string => (typeof value === 'string' ? value : '');

const field = (json: unknown, name: string): unknown =>
  typeof json === 'object' && json !== null ? (json as Record<string, unknown>)[name] : undefined;

/**
 * One call to the PGW v4.3 API: the claims go as `{"payload":"<JWT HS256>"}` signed with the
 * merchant's secret key (2C2P has no Authorization header). A successful answer is a payload
 * signed the same way and is believed only once its signature holds; an error may come as plain
 * JSON `{respCode, respDesc}` (9042 and its kind), which is read but never trusted to say "paid".
 */
export const twoC2pCall = async (
  settings: TwoC2pSettings,
  log: ProviderLog,
  path: '/paymentToken' | '/paymentInquiry',
  claims: Record<string, unknown>,
): Promise<TwoC2pAnswer> => {
  const summary = `POST ${path}`;
  const payload = await signTwoC2pPayload(claims, settings.secretKey);
  const { status, text } = await callProvider({
    provider: '2c2p',
    method: 'POST',
    url: `${settings.apiUrl}${path}`,
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ payload }),
    timeoutMs: settings.timeoutMs,
    summary,
    log,
  });
  const json = parseJson(text);
  const signed = field(json, 'payload');
  if (typeof signed === 'string') {
    const verified = await verifyTwoC2pPayload(signed, settings.secretKey);
    if (!verified)
      throw new ProviderUnavailableError('2c2p', `${summary} answered a payload not signed with our key`);
    // The raw answer is a JWT; the log keeps what it says in readable form too.
    await log({ kind: 'response', summary: `${summary} (verified claims)`, body: JSON.stringify(verified) });
    return {
      httpStatus: status,
      respCode: textOf(verified.respCode),
      respDesc: textOf(verified.respDesc),
      claims: verified,
      isSigned: true,
    };
  }
  const respCode = textOf(field(json, 'respCode'));
  if (respCode === '' || respCode === '0000')
    throw new ProviderUnavailableError(
      '2c2p',
      `${summary} answered ${String(status)} without a signed payload or an error code`,
    );
  return {
    httpStatus: status,
    respCode,
    respDesc: textOf(field(json, 'respDesc')),
    claims: json as Record<string, unknown>,
    isSigned: false,
  };
};
