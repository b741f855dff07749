import type { Database, Queryable } from '../../db/database';
import {
  MAIL_TEMPLATES,
  MAIL_TEMPLATES_WITH_LINKS,
  type MailMessage,
  type MailTemplate,
} from './mail-message';
import { claimDueMail, insertOutboxMail, markMailDelivered, markMailFailed } from './mail.repository';
import type { MailTransport } from './mail-transport';

/** After this many failed tries a mail stays in the outbox with its last error, for a person to look at. */
export const MAX_MAIL_ATTEMPTS = 10;
const BATCH_SIZE = 20;
/** Long enough for a slow SMTP server; a mail still leased after this is taken again. */
const LEASE_MS = 5 * 60_000;
const FIRST_RETRY_MS = 60_000;
const LONGEST_RETRY_MS = 6 * 3_600_000;

/**
 * Puts a mail in the outbox inside the caller's transaction: it leaves only if that transaction
 * commits, and only after it has (DESIGN sections 5 and 6). A mail with a `dedupeKey` is queued
 * at most once whoever asks for it; the answer says whether this call queued it.
 */
export const enqueueMail = async (
  tx: Queryable,
  message: MailMessage,
  now: Date = new Date(),
  dedupeKey: string | null = null,
): Promise<boolean> => insertOutboxMail(tx, { ...message }, now, dedupeKey);

/** 1, 2, 4 ... minutes after each failure, at most 6 hours. */
export const retryDelayMs = (attempts: number): number =>
  Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1), LONGEST_RETRY_MS);

const asMailMessage = (payload: Record<string, unknown>): MailMessage => {
  const { template, to, subject, text } = payload;
  if (typeof to !== 'string' || typeof subject !== 'string' || typeof text !== 'string') {
    throw new Error('outbox mail payload lacks to, subject or text');
  }
  const known = MAIL_TEMPLATES.find((name): name is MailTemplate => name === template) ?? 'registration';
  return { template: known, to, subject, text };
};

const describeError = (error: unknown): string =>
  (error instanceof Error ? error.message : String(error)).slice(0, 2000);

export type DeliveryReport = { delivered: number; failed: number };

/** What a delivered mail keeps: all of it, unless its text holds a one-use link (then no text). */
const keptAfterDelivery = (message: MailMessage): Record<string, unknown> =>
  MAIL_TEMPLATES_WITH_LINKS.includes(message.template)
    ? { template: message.template, to: message.to, subject: message.subject }
    : { ...message };

/**
 * Sends every mail that is due, batch by batch, outside any transaction. A delivered mail keeps
 * its address and subject, and its text unless that holds a set-password link, so the back
 * office can send it again.
 */
export const deliverPendingMail = async (
  db: Database,
  transport: MailTransport,
  clock: () => Date = () => new Date(),
): Promise<DeliveryReport> => {
  const report: DeliveryReport = { delivered: 0, failed: 0 };
  for (;;) {
    const now = clock();
    const batch = await claimDueMail(db, {
      now,
      leaseUntil: new Date(now.getTime() + LEASE_MS),
      limit: BATCH_SIZE,
      maxAttempts: MAX_MAIL_ATTEMPTS,
    });
    for (const row of batch) {
      try {
        const message = asMailMessage(row.payload);
        await transport.send(message);
        await markMailDelivered(db, row.id, clock(), keptAfterDelivery(message));
        report.delivered += 1;
      } catch (error) {
        await markMailFailed(
          db,
          row.id,
          describeError(error),
          new Date(clock().getTime() + retryDelayMs(row.attempts)),
        );
        report.failed += 1;
      }
    }
    if (batch.length < BATCH_SIZE) return report;
  }
};
