import type { z } from 'zod';
import type { ApiErrorBody } from './api-error';
import type { RouteDefinition } from './define-route';

type Field<TSchema, TKey extends string> = TSchema extends z.ZodType
  ? Record<TKey, z.input<TSchema>>
  : Partial<Record<TKey, never>>;

/** What a caller passes for a route: its path parameters, query and body, typed by the contract. */
export type RouteCallInput<R extends RouteDefinition> = Field<R['params'], 'params'> &
  Field<R['querystring'], 'query'> &
  Field<R['body'], 'body'> & {
    headers?: Record<string, string>;
    signal?: AbortSignal;
  };

/** A refusal or failure from the API, carrying the catalogue code the UI maps to a text. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly body: ApiErrorBody | null;
  /** The route path that refused, e.g. `/private/cart/order`. */
  readonly path: string;

  constructor(status: number, body: ApiErrorBody | null, path = '') {
    super(body?.error.msg ?? `HTTP ${String(status)}`);
    this.name = 'ApiError';
    this.status = status;
    this.code = body?.error.code ?? (status >= 500 ? 'INTERNAL_ERROR' : 'UNKNOWN');
    this.body = body;
    this.path = path;
  }
}

export type ApiClientOptions = {
  baseUrl?: string;
  fetch?: typeof fetch;
  /** Headers sent with every call (for example a visitor id). */
  headers?: () => Record<string, string>;
};

export const buildPath = (path: string, params: Record<string, unknown> | undefined): string =>
  path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    const value = params?.[name];
    if (typeof value !== 'string' && typeof value !== 'number')
      throw new Error(`Missing path parameter ${name}`);
    return encodeURIComponent(String(value));
  });

export const buildQuery = (query: Record<string, unknown> | undefined): string => {
  if (!query) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    const values: unknown[] = Array.isArray(value) ? value : [value];
    for (const item of values) search.append(key, String(item));
  }
  const text = search.toString();
  return text === '' ? '' : `?${text}`;
};

const readJson = async (response: Response): Promise<unknown> => {
  const text = await response.text();
  if (text === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
};

/** A fetch client whose every call is checked against the contract on the way in and out. */
export const createApiClient = (options: ApiClientOptions = {}) => {
  const doFetch = options.fetch ?? ((input, init) => fetch(input, init));
  const baseUrl = options.baseUrl ?? '';

  const call = async <R extends RouteDefinition>(
    route: R,
    input: RouteCallInput<R>,
  ): Promise<z.output<R['response']>> => {
    const { params, query, body } = input as {
      params?: Record<string, unknown>;
      query?: Record<string, unknown>;
      body?: unknown;
    };
    const url = `${baseUrl}${buildPath(route.path, params)}${buildQuery(query)}`;
    const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
    const headers: Record<string, string> = { ...options.headers?.(), ...input.headers };
    if (body !== undefined && !isForm) headers['content-type'] = 'application/json';
    const response = await doFetch(url, {
      method: route.method,
      headers,
      credentials: 'same-origin',
      body: body === undefined ? null : isForm ? body : JSON.stringify(body),
      signal: input.signal ?? null,
    });
    const json = await readJson(response);
    if (!response.ok) {
      // Loaded with the first refusal: a public page's first view builds no schema (issue 14).
      const { apiErrorBodySchema } = await import('./api-error');
      const parsed = apiErrorBodySchema.safeParse(json);
      throw new ApiError(response.status, parsed.success ? parsed.data : null, route.path);
    }
    return route.response.parse(json) as z.output<R['response']>;
  };

  return { call };
};

export type ApiClient = ReturnType<typeof createApiClient>;
