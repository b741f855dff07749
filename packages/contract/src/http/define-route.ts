import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * One HTTP route as both sides see it: the server registers it with these schemas and the
 * browser calls it through the typed client, so a field cannot drift between the two.
 */
export type RouteDefinition<
  TParams extends z.ZodType | undefined = z.ZodType | undefined,
  TQuery extends z.ZodType | undefined = z.ZodType | undefined,
  TBody extends z.ZodType | undefined = z.ZodType | undefined,
  TResponse extends z.ZodType = z.ZodType,
> = {
  readonly method: HttpMethod;
  /** Fastify-style path, `:name` for parameters. */
  readonly path: string;
  readonly summary: string;
  readonly tags: readonly string[];
  readonly params: TParams;
  readonly querystring: TQuery;
  readonly body: TBody;
  readonly response: TResponse;
};

type RouteInput<
  TParams extends z.ZodType | undefined,
  TQuery extends z.ZodType | undefined,
  TBody extends z.ZodType | undefined,
  TResponse extends z.ZodType,
> = {
  method: HttpMethod;
  path: string;
  summary: string;
  tags: readonly string[];
  params?: TParams;
  querystring?: TQuery;
  body?: TBody;
  response: TResponse;
};

export const defineRoute = <
  TResponse extends z.ZodType,
  TParams extends z.ZodType | undefined = undefined,
  TQuery extends z.ZodType | undefined = undefined,
  TBody extends z.ZodType | undefined = undefined,
>(
  input: RouteInput<TParams, TQuery, TBody, TResponse>,
): RouteDefinition<TParams, TQuery, TBody, TResponse> => ({
  method: input.method,
  path: input.path,
  summary: input.summary,
  tags: input.tags,
  params: input.params as TParams,
  querystring: input.querystring as TQuery,
  body: input.body as TBody,
  response: input.response,
});
