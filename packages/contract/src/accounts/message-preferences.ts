import { z } from 'zod';
import { defineRoute } from '../http/define-route';

/** Which messages the student receives on each channel, and in which language. */
export const messagePreferencesSchema = z.object({
  language: z.enum(['th', 'en']),
  mail_transactional: z.boolean(),
  mail_reminders: z.boolean(),
  line_transactional: z.boolean(),
  line_reminders: z.boolean(),
  /** Whether LINE can reach the student at all: a linked LINE account that added the shop's account. */
  line_reachable: z.boolean(),
});
export type MessagePreferences = z.infer<typeof messagePreferencesSchema>;

export const messagePreferencesRoute = defineRoute({
  method: 'GET',
  path: '/private/myaccount/message-preferences',
  access: 'signed-in',
  summary: "The student's message channels and choices",
  tags: ['accounts'],
  response: z.object({ success: z.literal(true), data: messagePreferencesSchema }),
});

/** Switches a channel's transactional messages or reminders on or off, or the language. */
export const updateMessagePreferencesRoute = defineRoute({
  method: 'PUT',
  path: '/private/myaccount/message-preferences',
  access: 'signed-in',
  summary: "Change the student's message choices",
  tags: ['accounts'],
  body: messagePreferencesSchema.omit({ line_reachable: true }).partial(),
  response: z.object({ success: z.literal(true), data: messagePreferencesSchema }),
});
