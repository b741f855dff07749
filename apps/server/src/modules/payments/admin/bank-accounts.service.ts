import type { AdminBankAccount, BankAccountBody } from '@shop/contract/admin/bank-accounts';
import { ErrorCode } from '@shop/domain/errors/error-codes';
import { checkPromptPayId } from '@shop/domain/thai-qr/promptpay-id';
import type { Database, Queryable } from '../../../db/database';
import { AppError } from '../../../lib/app-error';
import { recordAudit } from '../../audit/index';
import {
  deleteBankAccount,
  insertBankAccount,
  isBankAccountReported,
  listAllBankAccounts,
  lockBankAccount,
  updateBankAccount,
  type BankAccountRow,
  type BankAccountValues,
} from './bank-accounts.repository';
import { requirePublicImage } from '../../media/index';

type Body = Required<BankAccountBody>;

const toWire = (row: BankAccountRow): AdminBankAccount => ({
  id: row.id,
  bank: row.bank,
  bank_name: row.bankName,
  account_id: row.accountId,
  account_name: row.accountName,
  prompt_pay_image: row.promptPayImage,
  prompt_pay:
    row.promptPayKind && row.promptPayId ? { kind: row.promptPayKind, value: row.promptPayId } : null,
  is_active: row.isActive,
  sort_order: row.sortOrder,
});

/** The PromptPay id as the domain writes it (digits only), or its refusal as an error value. */
const promptPayOf = (body: Body) => {
  if (body.prompt_pay === null) return { promptPayKind: null, promptPayId: null };
  const checked = checkPromptPayId(body.prompt_pay);
  if (!checked.ok) throw new AppError(checked.code, { message: 'The PromptPay id is not valid' });
  return { promptPayKind: checked.value.kind, promptPayId: checked.value.value };
};

const valuesOf = (body: Body): BankAccountValues => ({
  ...promptPayOf(body),
  bank: body.bank,
  bankName: body.bank_name,
  accountId: body.account_id,
  accountName: body.account_name,
  promptPayImage: body.prompt_pay_image,
  isActive: body.is_active,
  sortOrder: body.sort_order,
});

const notFound = () => new AppError(ErrorCode.NOT_FOUND, { message: 'No such bank account' });

/** A newly named PromptPay image must be a public image the shop stores (buyers are shown it). */
const checkImage = async (tx: Queryable, body: Body, current: BankAccountRow | null) => {
  if (body.prompt_pay_image !== null && body.prompt_pay_image !== current?.promptPayImage)
    await requirePublicImage(tx, 'prompt_pay_image', body.prompt_pay_image);
};

export const listBankAccountsForAdmin = async (db: Queryable) => {
  const rows = await listAllBankAccounts(db);
  return { data: rows.map(toWire), total: rows.length };
};

export const createBankAccount = (db: Database, adminId: number, body: Body) =>
  db.transaction(async (tx) => {
    await checkImage(tx, body, null);
    const account = toWire(await insertBankAccount(tx, valuesOf(body)));
    await recordAudit(tx, {
      actorUserId: adminId,
      action: 'bank_account.create',
      entityType: 'bank_account',
      entityId: account.id,
      after: account,
    });
    return account;
  });

export const changeBankAccount = (db: Database, adminId: number, id: number, body: Body) =>
  db.transaction(async (tx) => {
    const current = await lockBankAccount(tx, id);
    if (!current) throw notFound();
    await checkImage(tx, body, current);
    const account = toWire(await updateBankAccount(tx, id, valuesOf(body)));
    await recordAudit(tx, {
      actorUserId: adminId,
      action: 'bank_account.update',
      entityType: 'bank_account',
      entityId: id,
      before: toWire(current),
      after: account,
    });
    return account;
  });

/**
 * Removes an account no transfer report names. One a buyer reported paying into stays (switched
 * off), so the administrator reviewing that report still sees which account it was.
 */
export const removeBankAccount = (db: Database, adminId: number, id: number) =>
  db.transaction(async (tx) => {
    const current = await lockBankAccount(tx, id);
    if (!current) throw notFound();
    if (await isBankAccountReported(tx, id))
      throw new AppError(ErrorCode.BANK_ACCOUNT_IN_USE, { message: 'A transfer report names this account' });
    await deleteBankAccount(tx, id);
    await recordAudit(tx, {
      actorUserId: adminId,
      action: 'bank_account.delete',
      entityType: 'bank_account',
      entityId: id,
      before: toWire(current),
    });
  });
