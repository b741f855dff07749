import { ErrorCode } from '@shop/domain/errors/error-codes';
import { AppError } from '../../../lib/app-error';

/**
 * One call to a sign-in provider. No answer or a 5xx: the provider is down. A 4xx: it refused
 * the code (expired, used, for another client). The provider's words go to the log only.
 */
export const askProvider = async (url: string, init: RequestInit, timeoutMs: number): Promise<unknown> => {
  let response: Response;
  try {
    response = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
  } catch (error) {
    throw new AppError(ErrorCode.SOCIAL_SIGN_IN_PROVIDER_DOWN, {
      message: 'The provider did not answer',
      cause: error,
    });
  }
  const text = await response.text();
  if (response.status >= 500)
    throw new AppError(ErrorCode.SOCIAL_SIGN_IN_PROVIDER_DOWN, {
      message: `The provider answered ${String(response.status)}`,
    });
  if (!response.ok)
    throw new AppError(ErrorCode.SOCIAL_SIGN_IN_CODE_REJECTED, {
      message: `The provider refused: ${text.slice(0, 300)}`,
    });
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    throw new AppError(ErrorCode.SOCIAL_SIGN_IN_PROVIDER_DOWN, {
      message: 'The provider answered no JSON',
      cause: error,
    });
  }
};
