/** The mails the shop sends; the name stays in the outbox row after its body is cleared. */
export const MAIL_TEMPLATES = [
  'registration',
  'password_reset',
  'payment_received',
  'order_approved',
  'order_rejected',
  'transfer_rejected',
  'order_refunded',
  'transfer_reported',
  'payment_set_aside',
  'extra_payment_received',
  'extra_payment_refunded',
  'sign_in_link',
  'social_link',
  'access_reminder',
  'unpaid_order_reminder',
] as const;
export type MailTemplate = (typeof MAIL_TEMPLATES)[number];

/**
 * Mails whose text holds a one-use link (set or reset a password, sign in, confirm a sign-in
 * provider). Their text is cleared once delivered, so the outbox never keeps a usable link; others
 * keep it, so a mail can be resent.
 */
export const MAIL_TEMPLATES_WITH_LINKS: readonly MailTemplate[] = [
  'registration',
  'password_reset',
  'sign_in_link',
  'social_link',
];

/** One mail, rendered when it is enqueued (plain text: Thai first, then English). */
export type MailMessage = {
  template: MailTemplate;
  to: string;
  subject: string;
  text: string;
};
