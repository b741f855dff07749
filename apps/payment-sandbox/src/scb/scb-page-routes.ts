import type { FastifyInstance } from 'fastify';
import { payScbQr } from './pay-scb-qr';
import { SCB_BANK_APP_PATH, renderScbBankPage } from './render-scb-bank-page';
import type { ScbContext } from './scb-context';

type RefParams = { Params: { ref1: string } };

/** The stand-in banking app: open QRs and a Pay button for each. */
export const scbPageRoutes =
  (context: ScbContext) => (app: FastifyInstance, _options: unknown, done: () => void) => {
    const openQrs = () => {
      const now = context.now();
      return [...context.store.qrs.values()].filter(
        (qr) => qr.payments.length === 0 && (qr.expiresAt === null || qr.expiresAt > now),
      );
    };
    const page = (message: string | null) =>
      renderScbBankPage(context.settings.publicBaseUrl, openQrs(), message);

    app.get(SCB_BANK_APP_PATH, (_request, reply) => reply.type('text/html').send(page(null)));

    app.post<RefParams>(`${SCB_BANK_APP_PATH}/:ref1/pay`, (request, reply) => {
      const qr = context.store.qrByRef1(request.params.ref1);
      let message = 'ไม่พบ QR / No such QR';
      if (qr) {
        try {
          payScbQr(context, qr, {});
          message = `ชำระแล้ว ${qr.ref1} หน้าร้านค้าจะอัปเดตเอง / Paid: the shop's page updates by itself.`;
        } catch (error) {
          message = error instanceof Error ? error.message : String(error);
        }
      }
      return reply.type('text/html').send(page(message));
    });
    done();
  };
