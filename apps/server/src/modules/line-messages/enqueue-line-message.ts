import type { Queryable } from '../../db/database';
import { findLineRecipient } from '../accounts/index';
import { addToOutbox, LINE_MESSAGE_KIND } from '../mail/index';
import { orderLineText, type OrderLineFacts, type OrderLineTopic } from './line-message-texts';

export { LINE_MESSAGE_KIND };

/**
 * Queues one LINE message in the caller's transaction, once per `key`, written in the student's
 * language; nothing for a student LINE cannot reach or who switched this kind of message off.
 */
const queueLineMessage = async (
  tx: Queryable,
  message: {
    userId: number;
    purpose: 'transactional' | 'reminder';
    topic: OrderLineTopic | 'reminder';
    textIn: (language: 'th' | 'en') => string;
    key: string;
    now: Date;
  },
): Promise<boolean> => {
  const recipient = await findLineRecipient(tx, message.userId, message.purpose);
  if (!recipient) return false;
  return addToOutbox(tx, {
    kind: LINE_MESSAGE_KIND,
    payload: {
      to: recipient.lineUserId,
      userId: message.userId,
      topic: message.topic,
      text: message.textIn(recipient.language),
    },
    availableAt: message.now,
    dedupeKey: `line:${message.key}`,
  });
};

/**
 * Queues a LINE message about an order change inside the caller's transaction, so it leaves only
 * if the change commits, and once per `key`. Nothing is queued for a student without a linked
 * LINE account that added the shop's account, or who switched LINE order messages off.
 */
export const enqueueOrderLineMessage = (
  tx: Queryable,
  input: { userId: number; topic: OrderLineTopic; facts: OrderLineFacts; key: string; now: Date },
): Promise<boolean> =>
  queueLineMessage(tx, {
    ...input,
    purpose: 'transactional',
    textIn: (language) => orderLineText(input.topic, language, input.facts),
  });

/**
 * Queues a reminder on LINE (access ending), in the student's language, once per `key`; nothing
 * for a student LINE cannot reach or who switched LINE reminders off.
 */
export const enqueueLineReminder = (
  tx: Queryable,
  input: { userId: number; texts: { th: string; en: string }; key: string; now: Date },
): Promise<boolean> =>
  queueLineMessage(tx, {
    ...input,
    purpose: 'reminder',
    topic: 'reminder',
    textIn: (language) => input.texts[language],
  });
