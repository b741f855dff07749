import { randomBytes } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Config } from '../../config';
import type { MailMessage } from './mail-message';

/** Where a mail goes: an SMTP server, or a folder of .eml files when none is configured. */
export type MailTransport = {
  send(message: MailMessage): Promise<void>;
  close(): void;
};

export type MailTransportConfig = Pick<Config, 'SMTP_URL' | 'MAIL_FROM' | 'DATA_DIR'>;

/** The folder the file transport writes to. */
export const outboxFolder = (dataDir: string) => path.join(dataDir, 'outbox');

const envelope = (from: string, message: MailMessage) => ({
  from,
  to: message.to,
  subject: message.subject,
  text: message.text,
});

const smtpTransport = (url: string, from: string): MailTransport => {
  const transporter = nodemailer.createTransport(url);
  return {
    async send(message) {
      await transporter.sendMail(envelope(from, message));
    },
    close: () => {
      transporter.close();
    },
  };
};

// Without an SMTP server (development, tests, a demo) every mail is an RFC 822 file a person or
// a test can open; it is written under a temporary name and renamed, so a reader never sees half.
const fileTransport = (folder: string, from: string): MailTransport => {
  const transporter = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(message) {
      const info = await transporter.sendMail(envelope(from, message));
      await mkdir(folder, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}`;
      const temporary = path.join(folder, `.${name}.tmp`);
      await writeFile(temporary, info.message);
      await rename(temporary, path.join(folder, `${name}.eml`));
    },
    close: () => {
      transporter.close();
    },
  };
};

export const createMailTransport = (config: MailTransportConfig): MailTransport =>
  config.SMTP_URL
    ? smtpTransport(config.SMTP_URL, config.MAIL_FROM)
    : fileTransport(outboxFolder(config.DATA_DIR), config.MAIL_FROM);
