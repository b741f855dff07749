import { randomUUID } from 'node:crypto';
import { callProvider } from '../../provider-http';
import {
  ProviderRefusedError,
  ProviderUnavailableError,
  type ProviderLog,
  type ProviderLogEntry,
} from '../../payment-provider';
import { SCB_SUCCESS, scbEnvelopeSchema, scbTokenSchema, type ScbEnvelope } from './scb-shapes';
import type { ScbSettings } from './scb-settings';

/** A token is renewed this long before SCB says it ends, so no call carries one that dies on the way. */
const RENEW_BEFORE_MS = 60_000;
/** SCB's codes from 9000 up are its own failures (system, gateway) [S], not a refusal of the request. */
const FIRST_SYSTEM_CODE = 9000;

export type ScbRequest = {
  method: 'GET' | 'POST';
  path: string;
  query?: Record<string, string>;
  body?: Record<string, unknown>;
};

type Answer = { status: number; envelope: ScbEnvelope | null; summary: string };

const parseEnvelope = (text: string): ScbEnvelope | null => {
  try {
    const parsed = scbEnvelopeSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
};

/** The token call's log never holds the secret it sends nor the token it gets. */
const tokenLog =
  (log: ProviderLog): ProviderLog =>
  (entry: ProviderLogEntry) =>
    log({
      ...entry,
      body:
        entry.kind === 'request'
          ? '{"applicationKey":"(hidden)","applicationSecret":"(hidden)"}'
          : entry.body?.replace(/"accessToken"\s*:\s*"[^"]*"/, '"accessToken":"(hidden)"'),
    });

/** The data of a 1000 answer; any other code is a refusal, or SCB's own failure from 9000 up. */
const dataOf = ({ status, envelope, summary }: Answer): unknown => {
  if (!envelope)
    throw new ProviderUnavailableError('scb', `${summary} answered something that is not SCB's envelope`);
  const { code, description } = envelope.status;
  if (code === SCB_SUCCESS) return envelope.data;
  const message = `${summary} answered ${String(code)} ${description ?? ''}`.trim();
  if (code >= FIRST_SYSTEM_CODE) throw new ProviderUnavailableError('scb', message);
  throw new ProviderRefusedError('scb', status, String(code), message);
};

/**
 * SCB Open API calls with the app's OAuth token: fetched once and kept until shortly before it
 * ends (concurrent calls share one fetch). A call refused with HTTP 401 (the token expired or was
 * revoked) drops the token, fetches a new one and is sent once more; a second 401 is not retried.
 */
export const createScbApi = (settings: ScbSettings, now: () => Date = () => new Date()) => {
  let token: { value: string; renewAt: number } | null = null;
  let fetching: Promise<string> | null = null;

  const send = async (log: ProviderLog, request: ScbRequest, bearer: string | null): Promise<Answer> => {
    const query = request.query ? `?${new URLSearchParams(request.query).toString()}` : '';
    const summary = `${request.method} ${request.path}${query}`;
    const { status, text } = await callProvider({
      provider: 'scb',
      method: request.method,
      url: `${settings.apiUrl}${request.path}${query}`,
      headers: {
        accept: 'application/json',
        'accept-language': 'EN',
        resourceOwnerId: settings.apiKey,
        // Unique per call, 32 letters and digits (research §4).
        requestUId: randomUUID().replaceAll('-', ''),
        ...(request.body ? { 'content-type': 'application/json' } : {}),
        ...(bearer ? { authorization: `Bearer ${bearer}` } : {}),
      },
      ...(request.body ? { body: JSON.stringify(request.body) } : {}),
      timeoutMs: settings.timeoutMs,
      summary,
      log: bearer ? log : tokenLog(log),
    });
    return { status, envelope: parseEnvelope(text), summary };
  };

  const authorise = async (log: ProviderLog): Promise<string> => {
    const answer = await send(
      log,
      {
        method: 'POST',
        path: '/v1/oauth/token',
        body: { applicationKey: settings.apiKey, applicationSecret: settings.apiSecret },
      },
      null,
    );
    if (answer.envelope?.status.code !== SCB_SUCCESS)
      // Our key or secret was refused: nothing about any payment is known, and retrying later is right.
      throw new ProviderUnavailableError(
        'scb',
        `${answer.summary} refused the app's key (${String(answer.status)})`,
      );
    const data = scbTokenSchema.safeParse(answer.envelope.data);
    if (!data.success) throw new ProviderUnavailableError('scb', `${answer.summary} answered no token`);
    const startedAt = now().getTime();
    // expiresIn is relative, so a clock that differs from SCB's does not matter; expiresAt is the fallback.
    const { expiresIn, expiresAt } = data.data;
    const endsAt = expiresIn != null ? startedAt + expiresIn * 1000 : (expiresAt ?? 0) * 1000;
    token = { value: data.data.accessToken, renewAt: endsAt - RENEW_BEFORE_MS };
    return data.data.accessToken;
  };

  const currentToken = (log: ProviderLog): Promise<string> => {
    if (token && now().getTime() < token.renewAt) return Promise.resolve(token.value);
    fetching ??= authorise(log).finally(() => {
      fetching = null;
    });
    return fetching;
  };

  /** One call with the bearer token; answers `data` of a 1000 envelope. */
  const call = async (log: ProviderLog, request: ScbRequest): Promise<unknown> => {
    const used = await currentToken(log);
    let answer = await send(log, request, used);
    if (answer.status === 401) {
      if (token?.value === used) token = null;
      answer = await send(log, request, await currentToken(log));
      if (answer.status === 401)
        throw new ProviderUnavailableError('scb', `${answer.summary} refused a fresh token too`);
    }
    return dataOf(answer);
  };

  return { call };
};

export type ScbApi = ReturnType<typeof createScbApi>;
