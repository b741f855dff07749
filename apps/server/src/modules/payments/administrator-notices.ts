import { formatAmount } from '@shop/domain/money/format-amount';
import { ORIGIN_BANKS } from '@shop/domain/payments/origin-banks';
import { bangkokDateAndTime } from '@shop/domain/payments/transfer-time';
import { administratorRecipients } from '@shop/domain/settings/administrator-recipients';
import {
  paymentSetAsideMail,
  transferReportedMail,
  type AdministratorMailFacts,
  type MailMessage,
  enqueueMail,
} from '../mail/index';
import { readSettingsDocument, parseSettings } from '../settings/index';
import {
  findAttemptWithOrder,
  findReportOfAttempt,
  listActiveAdministratorEmails,
} from './administrator-notices.repository';
import type { NoticeContext } from './order-notices';

/**
 * What waits for an administrator: a buyer's transfer report to check, or money a provider took
 * that its order cannot take (an attempt set aside as flagged).
 */
export type AdministratorNotice =
  { kind: 'transfer_reported'; attemptId: number } | { kind: 'payment_set_aside'; attemptId: number };

type Found = NonNullable<Awaited<ReturnType<typeof findAttemptWithOrder>>>;

const money = (amount: number, currency: string) =>
  `${formatAmount(amount, currency === 'USD' ? 'USD' : 'THB', 'en')} ${currency}`;

const moment = (at: Date) => {
  const { date, time } = bangkokDateAndTime(at);
  return `${date} ${time}`;
};

const buyerOf = ({ buyer }: Found) => {
  const name = `${buyer.firstname} ${buyer.lastname}`.trim() || buyer.username;
  return `${name} (${buyer.username}, ${buyer.email})`;
};

const bankOf = (code: string) => {
  const bank = ORIGIN_BANKS.find((candidate) => candidate.code === code);
  return bank ? `${code} (${bank.nameTh})` : code;
};

/** The mail of one notice to one address; null when what it tells of is gone. */
const composer = async (ctx: NoticeContext, notice: AdministratorNotice, found: Found, shopTitle: string) => {
  const { order, attempt } = found;
  const facts = (to: string, path: string): AdministratorMailFacts => ({
    to,
    shopTitle,
    orderId: order.id,
    buyer: buyerOf(found),
    amountText: money(order.total, order.currency),
    link: `${ctx.publicUrl}${path}`,
  });
  if (notice.kind === 'payment_set_aside') {
    return (to: string): MailMessage =>
      paymentSetAsideMail({
        ...facts(to, `/admin/orders/${String(order.id)}`),
        provider: attempt.provider,
        reference: attempt.providerRef ?? `attempt ${String(attempt.id)}`,
        reason: attempt.flagReason ?? '',
      });
  }
  const reported = await findReportOfAttempt(ctx.tx, attempt.id);
  if (!reported) return null;
  const { report, account } = reported;
  return (to: string): MailMessage =>
    transferReportedMail({
      ...facts(to, `/admin/review?order=${String(order.id)}`),
      transfer: {
        bank: bankOf(report.bankCode),
        account: account ? `${account.bankName} ${account.accountId} (${account.accountName})` : '-',
        amountText: report.transferAmount === null ? '-' : money(report.transferAmount, order.currency),
        at: moment(report.transferredAt),
      },
      reportedAt: moment(report.createdAt),
    });
};

/**
 * Inside the transaction that made it, mails the shop's administrators what now waits for them:
 * the addresses the settings list, or every active administrator's. Through the outbox, so the
 * mail leaves only if the transaction commits, after it, retried until delivered; each address
 * is mailed once per notice and attempt, however often the same change is told.
 */
export const noticeAdministrators = async (ctx: NoticeContext, notice: AdministratorNotice) => {
  const found = await findAttemptWithOrder(ctx.tx, notice.attemptId);
  if (!found) return;
  // Read in the transaction: on PGlite a read outside it would wait for it to end.
  const settings = parseSettings(await readSettingsDocument(ctx.tx));
  const recipients = administratorRecipients(
    settings.admin_notice_emails,
    await listActiveAdministratorEmails(ctx.tx),
  );
  const compose = await composer(ctx, notice, found, settings.title);
  if (!compose) return;
  for (const to of recipients) {
    const key = `${notice.kind}:${String(notice.attemptId)}:${to.toLowerCase()}`;
    await enqueueMail(ctx.tx, compose(to), ctx.now, key);
  }
};
