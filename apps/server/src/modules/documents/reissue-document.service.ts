import type { ReissueDocumentInput } from '@shop/contract/admin/tax-documents';
import { ErrorCode } from '@shop/domain/errors/error-codes';
import type { Database } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { recordAudit } from '../audit/index';
import { readSettingsDocument, parseSettings } from '../settings/index';
import { readDocumentContent } from './document-content';
import { correctedBuyer, sellerOf } from './document-parties';
import { lockTaxDocument, voidTaxDocument } from './documents.repository';
import { issueDocument } from './issue-document';

const notReissuable = () =>
  new AppError(ErrorCode.DOCUMENT_NOT_REISSUABLE, {
    message: 'Only a valid tax invoice or receipt can be re-issued',
  });

/**
 * An administrator corrects the buyer of a tax invoice or receipt: in one transaction the old
 * document is voided (with the reason), its replacement takes the next number of the series
 * with the corrected buyer and today's seller details, and the audit row keeps both numbers.
 */
export const reissueDocument = (
  db: Database,
  adminId: number,
  documentId: number,
  body: ReissueDocumentInput,
  now: Date,
) =>
  db.transaction(async (tx) => {
    const document = await lockTaxDocument(tx, documentId);
    if (!document) throw new AppError(ErrorCode.NOT_FOUND, { message: 'No such document' });
    if (document.status !== 'issued' || document.kind === 'credit_note') throw notReissuable();
    if (document.kind === 'tax_invoice' && body.tax_payer_identification_no === '') {
      throw new AppError(ErrorCode.INPUT_ERROR, {
        message: 'A tax invoice needs the buyer’s tax id',
        params: [{ param: 'tax_payer_identification_no', message: 'Required on a tax invoice' }],
      });
    }
    const voided = await voidTaxDocument(tx, document.id, {
      byUserId: adminId,
      reason: body.reason,
      at: now,
    });
    if (!voided) throw notReissuable();
    const previous = readDocumentContent(document.content);
    const buyer = correctedBuyer(body, previous.buyer);
    const issued = await issueDocument(tx, {
      kind: document.kind as 'tax_invoice' | 'receipt',
      orderId: document.orderId,
      referencesDocumentId: document.id,
      total: document.total,
      issuedAt: now,
      issuedByUserId: adminId,
      content: {
        ...previous,
        seller: sellerOf(parseSettings(await readSettingsDocument(tx))),
        buyer,
        replaces: { number: document.number, reason: body.reason },
      },
    });
    await recordAudit(tx, {
      actorUserId: adminId,
      action: 'document.reissue',
      entityType: 'tax_document',
      entityId: document.id,
      before: { id: document.id, number: document.number, status: 'issued', buyer: previous.buyer },
      after: { voided: document.number, id: issued.id, number: issued.number, buyer, reason: body.reason },
    });
    return { voided, issued };
  });
