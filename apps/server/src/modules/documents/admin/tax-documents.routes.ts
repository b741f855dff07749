import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { parseAdminSort } from '@shop/contract/admin/admin-list';
import {
  ADMIN_DOCUMENT_PDF_PATH,
  listAdminDocumentsRoute,
  listWithholdingMissingRoute,
  listWithholdingReceivedRoute,
  reissueDocumentRoute,
} from '@shop/contract/admin/tax-documents';
import { idParamSchema } from '@shop/contract/http/input-fields';
import { adminDocumentPage, adminDocumentPdf } from '../document-reads.service';
import { adminDocumentRows } from '../document-view';
import { reissueDocument } from '../reissue-document.service';
import { withholdingOrderPage } from '../withholding.service';
import { contractRoute } from '../../../lib/contract-route';
import { requireRole } from '../../../plugins/session';

const pageOf = (query: { page: number; pageSize: number }) => ({
  offset: (query.page - 1) * query.pageSize,
  limit: query.pageSize,
});

/** Tax documents in the back office: the list, PDFs, re-issue, and withholding certificates. */
export const taxDocumentsRoutes: FastifyPluginAsyncZod<{ fontsDir?: string | undefined }> = async (
  app,
  { fontsDir },
) => {
  app.route({
    ...contractRoute(listAdminDocumentsRoute),
    handler: async (request) => {
      await requireRole(request, 'admin');
      return { success: true as const, ...(await adminDocumentPage(app.db, request.query)) };
    },
  });

  app.get(
    ADMIN_DOCUMENT_PDF_PATH,
    {
      schema: {
        summary: 'A tax invoice, receipt or credit note as a PDF (administrators)',
        tags: ['admin'],
        params: z.object({ id: idParamSchema }),
      },
      config: { access: 'admin' },
    },
    async (request, reply) => {
      await requireRole(request, 'admin');
      const { pdf, fileName } = await adminDocumentPdf(app.db, request.params.id, fontsDir);
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="${fileName}"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );

  app.route({
    ...contractRoute(reissueDocumentRoute),
    handler: async (request) => {
      const admin = await requireRole(request, 'admin');
      const { voided, issued } = await reissueDocument(
        app.db,
        admin.id,
        request.params.id,
        request.body,
        new Date(),
      );
      const [voidedRow, issuedRow] = await adminDocumentRows(app.db, [voided, issued]);
      if (!voidedRow || !issuedRow) throw new Error('re-issued documents not read back');
      return { success: true as const, data: { voided: voidedRow, issued: issuedRow } };
    },
  });

  app.route({
    ...contractRoute(listWithholdingMissingRoute),
    handler: async (request) => {
      await requireRole(request, 'admin');
      const sort = parseAdminSort(request.query.sort as 'approved_at' | undefined, {
        field: 'approved_at',
        descending: false,
      });
      const page = await withholdingOrderPage(
        app.db,
        { received: false, keyword: request.query.keyword },
        sort,
        pageOf(request.query),
      );
      return { success: true as const, ...page };
    },
  });

  app.route({
    ...contractRoute(listWithholdingReceivedRoute),
    handler: async (request) => {
      await requireRole(request, 'admin');
      const sort = parseAdminSort(request.query.sort as 'approved_at' | undefined, {
        field: 'approved_at',
        descending: true,
      });
      const page = await withholdingOrderPage(
        app.db,
        { received: true, keyword: request.query.keyword },
        sort,
        pageOf(request.query),
      );
      return { success: true as const, ...page };
    },
  });
};
