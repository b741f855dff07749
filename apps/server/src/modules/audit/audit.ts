import type { Queryable } from '../../db/database';
import { auditLog } from '../../db/tables';

export type AuditEntry = {
  actorUserId: number | null;
  /** `<entity>.<verb>`, e.g. `order.refund`. */
  action: string;
  entityType: string;
  entityId: string | number | null;
  before?: unknown;
  after?: unknown;
};

/**
 * Records one back-office change. Call it inside the transaction that makes the change, so the
 * audit row exists exactly when the change does.
 */
export const recordAudit = async (tx: Queryable, entry: AuditEntry): Promise<void> => {
  await tx.insert(auditLog).values({
    actorUserId: entry.actorUserId,
    action: entry.action,
    entityType: entry.entityType,
    entityId: entry.entityId === null ? null : String(entry.entityId),
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
};
