import type { AdminPaymentMethod, PaymentMethodsBody } from '@shop/contract/admin/payment-methods';
import { ErrorCode } from '@shop/domain/errors/error-codes';
import { METHODS_WITHOUT_PANEL } from '@shop/domain/payments/payment-methods';
import type { Database, Queryable } from '../../../db/database';
import { AppError } from '../../../lib/app-error';
import type { PaymentRegistry } from '../payment-registry';
import { PROVIDER_OF_METHOD } from '../providers/provider-list';
import {
  listAllPaymentMethods,
  lockAllPaymentMethods,
  setPaymentMethodPlace,
} from './admin-payment-methods.repository';
import { recordAudit } from '../../audit/index';

type Registry = Pick<PaymentRegistry, 'canTakePayment' | 'notStarted'>;
type MethodRow = Awaited<ReturnType<typeof listAllPaymentMethods>>[number];

/** Why buyers cannot pay with a method here even when it is on: null when they can. */
const unavailableReason = (registry: Registry, id: number): AdminPaymentMethod['unavailable'] => {
  if (!METHODS_WITHOUT_PANEL.includes(id) && registry.canTakePayment(id)) return null;
  const provider = PROVIDER_OF_METHOD[id] ?? 'none';
  const missing = registry.notStarted.find((entry) => entry.provider === provider)?.missing ?? [];
  return { provider, missing: [...missing] };
};

const toWire = (registry: Registry, row: MethodRow): AdminPaymentMethod => {
  const unavailable = unavailableReason(registry, row.id);
  return {
    id: row.id,
    name: row.name,
    name_web: row.nameWeb,
    payment_type: row.paymentType,
    is_enabled: row.isEnabled,
    sort_order: row.sortOrder,
    is_offered: row.isEnabled && unavailable === null,
    unavailable,
  };
};

export const listPaymentMethodsForAdmin = async (db: Queryable, registry: Registry) => {
  const rows = await listAllPaymentMethods(db);
  return { data: rows.map((row) => toWire(registry, row)), total: rows.length };
};

const inputError = (param: string, message: string) =>
  new AppError(ErrorCode.INPUT_ERROR, { message: `${param} ${message}`, params: [{ param, message }] });

/** A method switched on by this request that buyers still could not pay with: refused, per method. */
const refuseUnconfigured = (registry: Registry, current: MethodRow[], body: PaymentMethodsBody) => {
  const refused = body.methods.flatMap((method, index) => {
    const wasOn = current.find((row) => row.id === method.id)?.isEnabled ?? false;
    const reason = unavailableReason(registry, method.id);
    if (!method.is_enabled || wasOn || reason === null) return [];
    const lacking = reason.missing.length > 0 ? `: ${reason.missing.join(', ')}` : '';
    return [
      {
        param: `methods.${String(index)}.is_enabled`,
        message: `${reason.provider} is not configured${lacking}`,
      },
    ];
  });
  if (refused.length > 0)
    throw new AppError(ErrorCode.PAYMENT_PROVIDER_NOT_CONFIGURED, {
      message: 'A payment method switched on has no provider configured here',
      params: refused,
    });
};

const placeOf = (row: MethodRow) => ({ id: row.id, is_enabled: row.isEnabled, sort_order: row.sortOrder });

/**
 * Sets every method's switch and its place in the storefront's list, in one transaction with its
 * audit row. A method already on stays allowed to be on (its keys may come back); switching one
 * on that this server cannot take payments with is refused.
 */
export const arrangePaymentMethods = (
  db: Database,
  registry: Registry,
  adminId: number,
  body: PaymentMethodsBody,
) =>
  db.transaction(async (tx) => {
    const current = await lockAllPaymentMethods(tx);
    const known = new Set(current.map((row) => row.id));
    if (body.methods.length !== current.length || body.methods.some((method) => !known.has(method.id)))
      throw inputError('methods', 'must list every payment method once');
    refuseUnconfigured(registry, current, body);
    for (const [index, method] of body.methods.entries())
      await setPaymentMethodPlace(tx, method.id, { isEnabled: method.is_enabled, sortOrder: index });
    const after = await listAllPaymentMethods(tx);
    await recordAudit(tx, {
      actorUserId: adminId,
      action: 'payment_methods.update',
      entityType: 'payment_methods',
      entityId: null,
      before: [...current].sort((a, b) => a.sortOrder - b.sortOrder || a.id - b.id).map(placeOf),
      after: after.map(placeOf),
    });
    return { data: after.map((row) => toWire(registry, row)), total: after.length };
  });
