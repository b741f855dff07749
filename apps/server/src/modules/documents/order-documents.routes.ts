import path from 'node:path';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ORDER_DOCUMENT_PDF_PATH,
  orderDocumentPdfParamsSchema,
  orderDocumentsRoute,
  uploadWithholdingCertificateRoute,
  WITHHOLDING_FILE_FIELD,
} from '@shop/contract/documents/tax-documents';
import { HOMEWORK_FILE_MAX_BYTES } from '@shop/domain/learning/homework-files';
import type { Config } from '../../config';
import { contractRoute } from '../../lib/contract-route';
import { perSessionRateLimit } from '../../lib/session-rate-limit';
import { requireUser } from '../../plugins/session';
import { storeUpload, receiveUpload, uploadLimitsOf } from '../media/index';
import { buyerDocumentPdf, orderDocumentsOfBuyer, ownOrderTakingCertificate } from './document-reads.service';
import { attachWithholdingCertificate, WITHHOLDING_PURPOSE } from './withholding.service';

/** The buyer's side: an order's tax documents, their PDFs, and the withholding certificate upload. */
export const orderDocumentsRoutes: FastifyPluginAsyncZod<{
  config: Config;
  fontsDir?: string | undefined;
}> = async (app, { config, fontsDir }) => {
  const tmpdir = path.join(config.DATA_DIR, 'tmp');
  const limits = uploadLimitsOf(config);
  // Registered here, so only this module's upload accepts multipart bodies.
  await app.register(multipart, { limits: { parts: 20 } });

  app.route({
    ...contractRoute(orderDocumentsRoute),
    handler: async (request) => ({
      success: true as const,
      data: await orderDocumentsOfBuyer(app.db, (await requireUser(request)).id, request.params.id),
    }),
  });

  app.get(
    ORDER_DOCUMENT_PDF_PATH,
    {
      schema: {
        summary: "A tax invoice, receipt or credit note of one of the buyer's orders, as a PDF",
        tags: ['documents'],
        params: orderDocumentPdfParamsSchema,
      },
      config: { access: 'signed-in', ...perSessionRateLimit(60) },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      const { pdf, fileName } = await buyerDocumentPdf(
        app.db,
        user.id,
        { orderId: request.params.id, documentId: request.params.documentId },
        fontsDir,
      );
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );

  app.route({
    ...contractRoute(uploadWithholdingCertificateRoute, perSessionRateLimit(20)),
    handler: async (request) => {
      const buyer = await requireUser(request);
      // Checked before the file is read, so a refused upload costs nothing.
      await ownOrderTakingCertificate(app.db, buyer.id, request.params.id);
      const upload = await receiveUpload(request, {
        maxBytes: HOMEWORK_FILE_MAX_BYTES,
        tmpdir,
        field: WITHHOLDING_FILE_FIELD,
      });
      const now = new Date();
      const fileName = await storeUpload(app.db, app.storage, upload, {
        uploader: buyer,
        ip: request.ip,
        visitorKey: null,
        limits,
        now,
        privateFor: { purpose: WITHHOLDING_PURPOSE, acceptsPdf: true },
      });
      return {
        success: true as const,
        data: await attachWithholdingCertificate(app.db, buyer.id, request.params.id, fileName, now),
      };
    },
  });
};
