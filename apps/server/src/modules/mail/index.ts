// The mail module's one public face: what other modules may call, and its routes.
import fp from 'fastify-plugin';
import { mailOutboxRoutes } from './admin/mail-outbox.routes';

/** The mail module's routes, registered in the app's own context. */
export const mailModule = fp(
  async (app) => {
    await app.register(mailOutboxRoutes);
  },
  { name: 'mail-module' },
);

export { paymentSetAsideMail, transferReportedMail } from './administrator-mail-templates';
export type { AdministratorMailFacts } from './administrator-mail-templates';
export type { MailMessage } from './mail-message';
export { passwordResetMail, registrationMail } from './mail-templates';
export { enqueueMail } from './mail.service';
export { LINE_MESSAGE_KIND } from './mail.repository';
export { deliverDueOutbox } from './outbox-delivery';
export { addToOutbox, countDeliveredOutboxRows, listOutboxRowsByKey, removeFromOutbox } from './outbox-rows';
export type { OutboxReport } from './outbox-delivery';
export { extraPaymentReceivedMail, extraPaymentRefundedMail } from './money-back-mail-templates';
export {
  orderApprovedMail,
  orderRejectedMail,
  paymentReceivedMail,
  transferRejectedMail,
} from './payment-mail-templates';
export type { OrderMailFacts } from './payment-mail-templates';
export { orderRefundedMail } from './refund-mail-template';
export { socialLinkMail } from './social-link-mail-template';
export { accessReminderMail } from './access-reminder-mail-template';
export { unpaidOrderReminderMail } from './unpaid-order-reminder-mail-template';
export { startMailWorker } from './mail-worker';
export { createMailTransport } from './mail-transport';
