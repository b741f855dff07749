import { redactRequestBody } from './personal-data';

/** One request a provider API received, for tests to assert what the shop sent. */
export type RecordedRequest = {
  provider: string;
  method: string;
  url: string;
  /** The HTTP status answered, or null when a fault dropped or held the answer. */
  status: number | null;
  /**
   * The request body as text, with the buyer's e-mail, name, phone, address and card masked;
   * headers (and so the Authorization value) are never kept.
   */
  body: string;
  at: string;
};

/** A long-running demo must not grow without bound. */
const LIMIT = 1000;

export const createRequestRecorder = () => {
  let requests: RecordedRequest[] = [];
  return {
    record: (request: RecordedRequest) => {
      requests.push({ ...request, body: redactRequestBody(request.body) });
      if (requests.length > LIMIT) requests = requests.slice(-LIMIT);
    },
    /** Oldest first, newest last. */
    list: (provider?: string): RecordedRequest[] =>
      provider === undefined ? [...requests] : requests.filter((request) => request.provider === provider),
    reset: () => {
      requests = [];
    },
  };
};

export type RequestRecorder = ReturnType<typeof createRequestRecorder>;
