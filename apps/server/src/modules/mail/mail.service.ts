import type { Database, Queryable } from '../../db/database';
import {
  MAIL_TEMPLATES,
  MAIL_TEMPLATES_WITH_LINKS,
  type MailMessage,
  type MailTemplate,
} from './mail-message';
import {
  claimDueMail,
  insertOutboxMail,
  markMailDelivered,
  markMailFailed,
  releaseMailClaims,
} from './mail.repository';
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
 * commits, and only after it has (docs/design.md, "Payments"). A mail with a `dedupeKey` is queued
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

type ClaimedMail = { id: number; payload: Record<string, unknown>; attempts: number };

/** What a delivered mail keeps: all of it, unless its text holds a one-use link (then no text). */
const keptAfterDelivery = (message: MailMessage): Record<string, unknown> =>
  MAIL_TEMPLATES_WITH_LINKS.includes(message.template)
    ? { template: message.template, to: message.to, subject: message.subject }
    : { ...message };

const sendOne = async (
  db: Database,
  transport: MailTransport,
  row: ClaimedMail,
  clock: () => Date,
  report: DeliveryReport,
) => {
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
};

/**
 * Sends every mail that is due, batch by batch, outside any transaction. A delivered mail keeps
 * its address and subject, and its text unless that holds a set-password link, so the back
 * office can send it again. Once `stop` is aborted it sends no further mail: the one being sent
 * finishes, and the rest of the batch is given back to the outbox, due at once.
 */
export const deliverPendingMail = async (
  db: Database,
  transport: MailTransport,
  clock: () => Date = () => new Date(),
  stop?: AbortSignal,
): Promise<DeliveryReport> => {
  const report: DeliveryReport = { delivered: 0, failed: 0 };
  while (!stop?.aborted) {
    const now = clock();
    const leaseUntil = new Date(now.getTime() + LEASE_MS);
    const batch = await claimDueMail(db, {
      now,
      leaseUntil,
      limit: BATCH_SIZE,
      maxAttempts: MAX_MAIL_ATTEMPTS,
    });
    for (const [index, row] of batch.entries()) {
      if (stop?.aborted) {
        const unsent = batch.slice(index).map((unsentRow) => unsentRow.id);
        await releaseMailClaims(db, unsent, leaseUntil, clock());
        return report;
      }
      await sendOne(db, transport, row, clock, report);
    }
    if (batch.length < BATCH_SIZE) return report;
  }
  return report;
};
