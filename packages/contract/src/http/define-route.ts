import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may call a route: anyone, any signed-in user, or an administrator. The server checks it
 * from the route's own definition before the request's input is read, whatever spelling of the
 * address reached the route.
 */
export type RouteAccess = 'public' | 'signed-in' | 'admin';

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
  readonly access: RouteAccess;
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
  access: RouteAccess;
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
  access: input.access,
  summary: input.summary,
  tags: input.tags,
  params: input.params as TParams,
  querystring: input.querystring as TQuery,
  body: input.body as TBody,
  response: input.response,
});
