import type { FastifyContextConfig } from 'fastify';
import { apiErrorBodySchema } from '@shop/contract/http/api-error';
import type { RouteDefinition } from '@shop/contract/http/define-route';

/** A route's own settings (its rate limit); who may call it comes from the contract. */
export type ContractRouteConfig = Omit<FastifyContextConfig, 'access'>;

/**
 * Fastify route options from a contract route: the same zod schemas validate the request,
 * serialise the answer and describe the route in the OpenAPI document, and the route's access
 * travels in its config. Pass the route's other settings here rather than as `config` beside the
 * spread, which would drop the access (the route registry then refuses to start).
 */
export const contractRoute = <R extends RouteDefinition>(route: R, config: ContractRouteConfig = {}) => ({
  method: route.method,
  url: route.path,
  config: { ...config, access: route.access },
  schema: {
    summary: route.summary,
    tags: [...route.tags],
    ...(route.params ? { params: route.params } : {}),
    ...(route.querystring ? { querystring: route.querystring } : {}),
    ...(route.body ? { body: route.body } : {}),
    response: {
      200: route.response,
      '4xx': apiErrorBodySchema,
      '5xx': apiErrorBodySchema,
    },
  } as {
    summary: string;
    tags: string[];
    params: R['params'];
    querystring: R['querystring'];
    body: R['body'];
    response: { 200: R['response']; '4xx': typeof apiErrorBodySchema; '5xx': typeof apiErrorBodySchema };
  },
});
