import { z } from 'zod';

/** One invalid field of a request: the client shows `{param} : {message}`. */
export const invalidParamSchema = z.object({
  param: z.string(),
  message: z.string(),
});
export type InvalidParam = z.infer<typeof invalidParamSchema>;

/** Every refusal the API sends: a code from the domain catalogue and a readable message. */
export const apiErrorBodySchema = z.object({
  success: z.literal(false),
  error: z.object({
    code: z.string(),
    msg: z.string(),
    params: z.array(invalidParamSchema).optional(),
    result: z.unknown().optional(),
  }),
});
export type ApiErrorBody = z.infer<typeof apiErrorBodySchema>;
