import type { WithholdingOrderRow } from '@shop/contract/admin/tax-documents';
import type { WithholdingCertificate } from '@shop/contract/documents/tax-documents';
import { ErrorCode } from '@shop/domain/errors/error-codes';
import type { Database, Queryable } from '../../db/database';
import type { mediaFiles, withholdingCertificates } from '../../db/tables';
import { AppError } from '../../lib/app-error';
import { claimUploadRow } from '../media/index';
import type { OrderRow } from '../orders/index';
import {
  findStoredFile,
  insertWithholdingCertificate,
  listCertificatesOfOrders,
  listWithholdingOrders,
  type WithholdingListFilter,
} from './withholding.repository';

/** What a withholding certificate upload is for; its files are private to the buyer and administrators. */
export const WITHHOLDING_PURPOSE = 'withholding_certificate';

type Certificate = {
  certificate: typeof withholdingCertificates.$inferSelect;
  file: typeof mediaFiles.$inferSelect;
};

export const certificateView = ({ certificate, file }: Certificate): WithholdingCertificate => ({
  id: certificate.id,
  file_name: file.fileName,
  original_name: file.originalName,
  // `/uploads/<name>` serves a private file to its owner and administrators only.
  url: `/uploads/${encodeURIComponent(file.fileName)}`,
  uploaded_at: certificate.createdAt.toISOString(),
});

/** Whether the buyer owes a certificate for the order: it is paid and tax was withheld on it. */
export const takesWithholdingCertificate = (order: Pick<OrderRow, 'status' | 'withholding'>) =>
  order.status === 'approved' && order.withholding > 0;

/** Refuses an upload for an order that takes no certificate, before the file is read. */
export const assertTakesWithholdingCertificate = (order: Pick<OrderRow, 'status' | 'withholding'>) => {
  if (!takesWithholdingCertificate(order))
    throw new AppError(ErrorCode.WITHHOLDING_NOT_REQUIRED, {
      message: 'This order takes no withholding certificate',
    });
};

/** The certificates sent for one order, newest first. */
export const certificatesOfOrder = async (db: Queryable, orderId: number) =>
  (await listCertificatesOfOrders(db, [orderId])).map(certificateView);

/**
 * Attaches the buyer's stored upload to the order: the file becomes theirs for good (no longer
 * swept) and the order's newest certificate, in one transaction.
 */
export const attachWithholdingCertificate = (
  db: Database,
  buyerId: number,
  orderId: number,
  fileName: string,
  now: Date,
) =>
  db.transaction(async (tx) => {
    const claim = { userId: buyerId, purpose: WITHHOLDING_PURPOSE, visibility: 'private' as const };
    const claimed = await claimUploadRow(tx, fileName, { userId: buyerId, visitorKey: null }, claim, now);
    const file = claimed ? await findStoredFile(tx, fileName) : undefined;
    if (!file) throw new AppError(ErrorCode.FILE_NOT_OWNED, { message: 'The upload is gone' });
    const certificate = await insertWithholdingCertificate(tx, {
      orderId,
      mediaFileId: file.id,
      uploadedByUserId: buyerId,
    });
    return certificateView({ certificate, file });
  });

/** A page of the back office's withholding lists, each order with its newest certificate. */
export const withholdingOrderPage = async (
  db: Queryable,
  filter: WithholdingListFilter,
  sort: { descending: boolean },
  page: { offset: number; limit: number },
): Promise<{ data: WithholdingOrderRow[]; total: number }> => {
  const { rows, total } = await listWithholdingOrders(db, filter, sort, page);
  const certificates = await listCertificatesOfOrders(
    db,
    rows.map((row) => row.order.id),
  );
  const data = rows.map(({ order, buyer, documentNumber }) => {
    const newest = certificates.find((item) => item.certificate.orderId === order.id);
    return {
      order_id: order.id,
      buyer_name: `${buyer.firstname} ${buyer.lastname}`.trim() || buyer.username,
      email: order.contactEmail || buyer.email,
      phone: order.contactTel || buyer.tel,
      currency_code: order.currency as 'THB' | 'USD',
      withholding: order.withholding,
      withholding_percent: order.withholdingPercent,
      approved_at: order.approvedAt?.toISOString() ?? null,
      document_number: documentNumber,
      certificate: newest ? certificateView(newest) : null,
    };
  });
  return { data, total };
};
