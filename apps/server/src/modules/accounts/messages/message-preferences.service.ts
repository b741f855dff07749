import type { MessagePreferences } from '@shop/contract/accounts/message-preferences';
import type { Database, Queryable } from '../../../db/database';
import {
  findLineFriendIdentity,
  findMessagePreferences,
  upsertMessagePreferences,
} from './message-preferences.repository';

/** What a student without a row has: every message, in the shop's first language. */
const DEFAULTS = {
  language: 'th',
  mailTransactional: true,
  mailReminders: true,
  lineTransactional: true,
  lineReminders: true,
} as const;

const choicesOf = async (db: Queryable, userId: number) => ({
  ...DEFAULTS,
  ...(await findMessagePreferences(db, userId)),
});

export const getMessagePreferences = async (db: Queryable, userId: number): Promise<MessagePreferences> => {
  const choices = await choicesOf(db, userId);
  return {
    language: choices.language === 'en' ? 'en' : 'th',
    mail_transactional: choices.mailTransactional,
    mail_reminders: choices.mailReminders,
    line_transactional: choices.lineTransactional,
    line_reminders: choices.lineReminders,
    line_reachable: (await findLineFriendIdentity(db, userId)) !== null,
  };
};

export const updateMessagePreferences = async (
  db: Database,
  userId: number,
  changes: Partial<Omit<MessagePreferences, 'line_reachable'>>,
  now: Date,
) => {
  await upsertMessagePreferences(
    db,
    userId,
    {
      ...(changes.language === undefined ? {} : { language: changes.language }),
      ...(changes.mail_transactional === undefined ? {} : { mailTransactional: changes.mail_transactional }),
      ...(changes.mail_reminders === undefined ? {} : { mailReminders: changes.mail_reminders }),
      ...(changes.line_transactional === undefined ? {} : { lineTransactional: changes.line_transactional }),
      ...(changes.line_reminders === undefined ? {} : { lineReminders: changes.line_reminders }),
    },
    now,
  );
  return getMessagePreferences(db, userId);
};

/** Kinds of message a student chooses separately. */
export type MessagePurpose = 'transactional' | 'reminder';

/**
 * Where a LINE message to a student goes, or null when it must not go: no LINE account linked,
 * the shop's account not added, or the student switched that kind of LINE message off.
 */
export const findLineRecipient = async (db: Queryable, userId: number, purpose: MessagePurpose) => {
  const choices = await choicesOf(db, userId);
  const allowed = purpose === 'transactional' ? choices.lineTransactional : choices.lineReminders;
  if (!allowed) return null;
  const identity = await findLineFriendIdentity(db, userId);
  if (!identity) return null;
  return {
    lineUserId: identity.subject,
    language: choices.language === 'en' ? ('en' as const) : ('th' as const),
  };
};

/** Whether the student lets the shop mail them this kind of message. */
export const allowsMail = async (db: Queryable, userId: number, purpose: MessagePurpose) => {
  const choices = await choicesOf(db, userId);
  return purpose === 'transactional' ? choices.mailTransactional : choices.mailReminders;
};
