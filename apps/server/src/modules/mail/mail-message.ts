/** The mails the shop sends; the name stays in the outbox row after its body is cleared. */
export type MailTemplate = 'registration' | 'password_reset';

/** One mail, rendered when it is enqueued (plain text: Thai first, then English). */
export type MailMessage = {
  template: MailTemplate;
  to: string;
  subject: string;
  text: string;
};
