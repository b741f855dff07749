import { ProviderUnavailableError, type ProviderLog, type ProviderName } from './payment-provider';

export type ProviderHttpRequest = {
  provider: ProviderName;
  method: 'GET' | 'POST';
  url: string;
  headers: Record<string, string>;
  body?: string;
  timeoutMs: number;
  /** What the log calls this call, e.g. "POST /charges". */
  summary: string;
  log: ProviderLog;
};

const describe = (error: unknown): string => {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause instanceof Error ? `: ${error.cause.message}` : '';
  return `${error.name}: ${error.message}${cause}`;
};

/**
 * One call to a provider, logged with the raw bodies both ways (headers, which carry the keys,
 * are never logged). A time-out, a network failure or a 5xx is ProviderUnavailableError: the
 * caller must not assume anything happened, nor that nothing did.
 */
export const callProvider = async (
  request: ProviderHttpRequest,
): Promise<{ status: number; text: string }> => {
  const { provider, summary, log } = request;
  await log({ kind: 'request', summary, body: request.body ?? '' });
  try {
    const response = await fetch(request.url, {
      method: request.method,
      headers: request.headers,
      ...(request.body === undefined ? {} : { body: request.body }),
      signal: AbortSignal.timeout(request.timeoutMs),
    });
    const text = await response.text();
    await log({ kind: 'response', summary, httpStatus: response.status, body: text });
    if (response.status >= 500)
      throw new ProviderUnavailableError(provider, `${summary} answered ${String(response.status)}`);
    return { status: response.status, text };
  } catch (error) {
    if (error instanceof ProviderUnavailableError) throw error;
    await log({ kind: 'error', summary, body: describe(error) });
    throw new ProviderUnavailableError(provider, `${summary} failed: ${describe(error)}`, { cause: error });
  }
};
