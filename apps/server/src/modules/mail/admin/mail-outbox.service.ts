import type { MailListQuery, MailRow } from '@shop/contract/admin/mail';
import { ErrorCode } from '@shop/domain/errors/error-codes';
import type { Database } from '../../../db/database';
import { AppError } from '../../../lib/app-error';
import { LINE_MESSAGE_KIND } from '../mail.repository';
import { MAX_MAIL_ATTEMPTS } from '../mail.service';
import { recordAudit } from '../../audit/index';
import {
  insertMailCopy,
  listMailRows,
  lockMail,
  mailStateOf,
  retryMailNow,
  type OutboxRow,
} from './mail-outbox.repository';

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

export const toMailRow = (row: OutboxRow): MailRow => {
  const state = mailStateOf(row);
  const isWaiting = state === 'queued' || state === 'retrying';
  const isLine = row.kind === LINE_MESSAGE_KIND;
  return {
    id: row.id,
    channel: isLine ? 'line' : 'mail',
    outcome: isLine && row.deliveredAt ? text(row.payload.status) : null,
    template: text(isLine ? row.payload.topic : row.payload.template),
    to: text(row.payload.to),
    // A LINE message has no subject: its text, which says what changed, stands for one.
    subject: text(isLine ? row.payload.text : row.payload.subject),
    state,
    attempts: row.attempts,
    max_attempts: MAX_MAIL_ATTEMPTS,
    last_error: row.lastError,
    created_at: row.createdAt.toISOString(),
    delivered_at: row.deliveredAt?.toISOString() ?? null,
    next_attempt_at: isWaiting ? row.availableAt.toISOString() : null,
    // Resending is the mail worker's; a LINE message is pushed once, by its own worker.
    can_resend: !isLine && (state !== 'delivered' || typeof row.payload.text === 'string'),
  };
};

export const listMail = async (db: Database, query: MailListQuery) => {
  const { rows, total } = await listMailRows(db, query);
  return { data: rows.map(toMailRow), total };
};

/** What an audit row keeps of a mail: where it stood, never its text. */
const auditView = (row: OutboxRow) => ({
  id: row.id,
  state: mailStateOf(row),
  attempts: row.attempts,
  last_error: row.lastError,
  available_at: row.availableAt,
});

/**
 * An administrator sends a mail again: a delivered one is queued as a new mail (its text must
 * have been kept); one not delivered is due now, with one more try if the worker had given up.
 * The worker sends it at its next run; the change is audited in the same transaction.
 */
export const resendMail = (
  db: Database,
  id: number,
  acting: { adminId: number; now: Date },
): Promise<MailRow> =>
  db.transaction(async (tx) => {
    const mail = await lockMail(tx, id);
    if (!mail) throw new AppError(ErrorCode.NOT_FOUND, { message: 'No such mail' });
    const isDelivered = mailStateOf(mail) === 'delivered';
    if (isDelivered && typeof mail.payload.text !== 'string')
      throw new AppError(ErrorCode.MAIL_NOT_RESENDABLE, { message: 'The text of this mail was not kept' });
    const sent = isDelivered
      ? await insertMailCopy(tx, mail.payload, acting.now)
      : await retryMailNow(tx, mail.id, acting.now);
    await recordAudit(tx, {
      actorUserId: acting.adminId,
      action: isDelivered ? 'mail.resend' : 'mail.retry',
      entityType: 'outbox',
      entityId: mail.id,
      before: auditView(mail),
      after: auditView(sent),
    });
    return toMailRow(sent);
  });
