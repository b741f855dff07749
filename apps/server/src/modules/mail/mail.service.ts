import type { Database, Queryable } from '../../db/database';
import {
  MAIL_TEMPLATES,
  MAIL_TEMPLATES_WITH_LINKS,
  type MailMessage,
  type MailTemplate,
} from './mail-message';
import { insertOutboxMail, MAIL_KIND } from './mail.repository';
import type { MailTransport } from './mail-transport';
import { deliverDueOutbox, type OutboxReport } from './outbox-delivery';

/** After this many failed tries a mail stays in the outbox with its last error, for a person to look at. */
export const MAX_MAIL_ATTEMPTS = 10;
const BATCH_SIZE = 20;
/** Long enough for a slow SMTP server; a mail still leased after this is taken again. */
const LEASE_MS = 5 * 60_000;

/**
 * Puts a mail in the outbox inside the caller's transaction: it leaves only if that transaction
 * commits, and only after it has (docs/design.md, "Payments"). A mail with a `dedupeKey` is queued
 * at most once whoever asks for it; the answer says whether this call queued it.
 */
export const enqueueMail = async (
  tx: Queryable,
  message: MailMessage,
  now: Date = new Date(),
  dedupeKey: string | null = null,
): Promise<boolean> => insertOutboxMail(tx, { ...message }, now, dedupeKey);

const asMailMessage = (payload: Record<string, unknown>): MailMessage => {
  const { template, to, subject, text } = payload;
  if (typeof to !== 'string' || typeof subject !== 'string' || typeof text !== 'string') {
    throw new Error('outbox mail payload lacks to, subject or text');
  }
  const known = MAIL_TEMPLATES.find((name): name is MailTemplate => name === template) ?? 'registration';
  return { template: known, to, subject, text };
};

export type DeliveryReport = OutboxReport;

/** What a delivered mail keeps: all of it, unless its text holds a one-use link (then no text). */
const keptAfterDelivery = (message: MailMessage): Record<string, unknown> =>
  MAIL_TEMPLATES_WITH_LINKS.includes(message.template)
    ? { template: message.template, to: message.to, subject: message.subject }
    : { ...message };

/**
 * Sends every mail that is due, batch by batch, outside any transaction. A delivered mail keeps
 * its address and subject, and its text unless that holds a set-password link, so the back
 * office can send it again. Once `stop` is aborted it sends no further mail: the one being sent
 * finishes, and the rest of the batch is given back to the outbox, due at once.
 */
export const deliverPendingMail = (
  db: Database,
  transport: MailTransport,
  clock: () => Date = () => new Date(),
  stop?: AbortSignal,
): Promise<DeliveryReport> =>
  deliverDueOutbox(
    db,
    {
      kind: MAIL_KIND,
      batchSize: BATCH_SIZE,
      leaseMs: LEASE_MS,
      maxAttempts: MAX_MAIL_ATTEMPTS,
      send: async (row) => {
        const message = asMailMessage(row.payload);
        await transport.send(message);
        return keptAfterDelivery(message);
      },
    },
    clock,
    stop,
  );
