import { z } from 'zod';
import { POLICY_PAGES } from '@shop/domain/settings/policy-pages';
import { defineRoute } from '../http/define-route';

/** A policy page's text in one language: sanitised HTML, and its plain start for the meta description. */
const policyTextSchema = z.object({ html: z.string(), description: z.string() });

/** `GET /public/pages/:page`: one policy page in both languages (the browser picks with `policyTextIn`). */
export const policyPageRoute = defineRoute({
  method: 'GET',
  path: '/public/pages/:page',
  access: 'public',
  summary: 'The terms, privacy or refund page, as the shop wrote it in Thai and English',
  tags: ['settings'],
  params: z.object({ page: z.enum(POLICY_PAGES) }),
  response: z.object({
    success: z.literal(true),
    data: z.object({ page: z.enum(POLICY_PAGES), th: policyTextSchema, en: policyTextSchema }),
  }),
});
export type PolicyPageAnswer = z.infer<typeof policyPageRoute.response>['data'];
