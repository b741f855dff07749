/** The mails the shop sends; the name stays in the outbox row after its body is cleared. */
export const MAIL_TEMPLATES = [
  'registration',
  'password_reset',
  'payment_received',
  'order_approved',
  'order_rejected',
] as const;
export type MailTemplate = (typeof MAIL_TEMPLATES)[number];

/** One mail, rendered when it is enqueued (plain text: Thai first, then English). */
export type MailMessage = {
  template: MailTemplate;
  to: string;
  subject: string;
  text: string;
};
