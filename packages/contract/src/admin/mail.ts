import { z } from 'zod';
import { defineRoute } from '../http/define-route';
import { idParamSchema } from '../http/input-fields';
import { adminListQuerySchema, adminListResponseSchema } from './admin-list';

/**
 * Where a mail of the outbox stands: waiting for its first try (or being sent), delivered,
 * failed and waiting to be tried again, or given up after the worker's last try.
 */
export const MAIL_STATES = ['queued', 'delivered', 'retrying', 'gaveUp'] as const;
export type MailState = (typeof MAIL_STATES)[number];

export const MAIL_SORT_FIELDS = ['id', 'created'] as const;
export const MAIL_FILTERS = ['state', 'channel'] as const;

/** The shop's message channels the outbox page lists: e-mail (the default) and LINE. */
export const MESSAGE_CHANNELS = ['mail', 'line'] as const;
export type MessageChannel = (typeof MESSAGE_CHANNELS)[number];

/**
 * `GET /api/admin/mail`: the keyword matches the recipient or the subject (a LINE message's
 * text). Default: e-mail, newest first.
 */
export const mailListQuerySchema = adminListQuerySchema(MAIL_SORT_FIELDS, {
  state: z.enum(MAIL_STATES).optional(),
  channel: z.enum(MESSAGE_CHANNELS).optional(),
});
export type MailListQuery = z.infer<typeof mailListQuerySchema>;

/** One mail of the outbox. */
export const mailRowSchema = z.object({
  id: z.number().int(),
  channel: z.enum(MESSAGE_CHANNELS),
  /** LINE: what LINE made of a delivered push (sent, not_friend, over_quota); null for mail. */
  outcome: z.string().nullable(),
  /** Which mail it is: registration, password_reset, order_approved, ...; LINE: the order change (paid, approved, ...). */
  template: z.string(),
  to: z.string(),
  subject: z.string(),
  state: z.enum(MAIL_STATES),
  attempts: z.number().int(),
  /** After this many failed tries the worker gives up. */
  max_attempts: z.number().int(),
  last_error: z.string().nullable(),
  created_at: z.iso.datetime(),
  delivered_at: z.iso.datetime().nullable(),
  /** When the worker tries it next (not delivered, not given up); null otherwise. */
  next_attempt_at: z.iso.datetime().nullable(),
  /** False for a delivered mail whose text was not kept (it held a one-use link). */
  can_resend: z.boolean(),
});
export type MailRow = z.infer<typeof mailRowSchema>;

export const listMailRoute = defineRoute({
  method: 'GET',
  path: '/api/admin/mail',
  access: 'admin',
  summary: 'The mail outbox with state, tries and last error (administrators)',
  tags: ['admin'],
  querystring: mailListQuerySchema,
  response: adminListResponseSchema(mailRowSchema),
});

/**
 * `POST /api/admin/mail/{id}/resend`: a delivered mail is queued again as a new mail; one not
 * delivered yet is tried at the worker's next run (once more if it had given up). The answer is
 * the mail that will be sent. Refusal: MAIL_NOT_RESENDABLE.
 */
export const resendMailRoute = defineRoute({
  method: 'POST',
  path: '/api/admin/mail/:id/resend',
  access: 'admin',
  summary: 'Send a mail of the outbox again, or retry it now (administrators)',
  tags: ['admin'],
  params: z.object({ id: idParamSchema }),
  response: z.object({ success: z.literal(true), data: mailRowSchema }),
});
