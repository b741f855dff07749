import type { Queryable } from '../../db/database';
import { findLineRecipient } from '../accounts/index';
import { addToOutbox, LINE_MESSAGE_KIND } from '../mail/index';
import { orderLineText, type OrderLineFacts, type OrderLineTopic } from './line-message-texts';

export { LINE_MESSAGE_KIND };

/**
 * Queues a LINE message about an order change inside the caller's transaction, so it leaves only
 * if the change commits, and once per `key`. Nothing is queued for a student without a linked
 * LINE account that added the shop's account, or who switched LINE order messages off.
 */
export const enqueueOrderLineMessage = async (
  tx: Queryable,
  input: { userId: number; topic: OrderLineTopic; facts: OrderLineFacts; key: string; now: Date },
): Promise<boolean> => {
  const recipient = await findLineRecipient(tx, input.userId, 'transactional');
  if (!recipient) return false;
  return addToOutbox(tx, {
    kind: LINE_MESSAGE_KIND,
    payload: {
      to: recipient.lineUserId,
      userId: input.userId,
      topic: input.topic,
      text: orderLineText(input.topic, recipient.language, input.facts),
    },
    availableAt: input.now,
    dedupeKey: `line:${input.key}`,
  });
};

/**
 * Queues a reminder on LINE (access ending), in the student's language, once per `key`; nothing
 * for a student LINE cannot reach or who switched LINE reminders off.
 */
export const enqueueLineReminder = async (
  tx: Queryable,
  input: { userId: number; texts: { th: string; en: string }; key: string; now: Date },
): Promise<boolean> => {
  const recipient = await findLineRecipient(tx, input.userId, 'reminder');
  if (!recipient) return false;
  return addToOutbox(tx, {
    kind: LINE_MESSAGE_KIND,
    payload: {
      to: recipient.lineUserId,
      userId: input.userId,
      topic: 'reminder',
      text: input.texts[recipient.language],
    },
    availableAt: input.now,
    dedupeKey: `line:${input.key}`,
  });
};
