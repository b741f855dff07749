import type { MailMessage } from './mail-message';

type Account = { to: string; name: string; username: string };

const greeting = (name: string) => ({ th: `สวัสดีคุณ${name}`, en: `Hello ${name},` });

/**
 * After a layout-four registration: the username and a link to set the password. Never the
 * password itself (docs/design.md, "Where we differ"), so a mailbox read later reveals nothing usable.
 */
export const registrationMail = (
  account: Account & { link: string; hasPassword: boolean; shopTitle: string; validDays: number },
): MailMessage => {
  const hello = greeting(account.name);
  const th = account.hasPassword
    ? `หากลืมรหัสผ่าน ตั้งรหัสผ่านใหม่ได้ที่ลิงก์นี้ (ใช้ได้ ${String(account.validDays)} วัน ครั้งเดียว):`
    : `ตั้งรหัสผ่านเพื่อเข้าสู่ระบบได้ที่ลิงก์นี้ (ใช้ได้ ${String(account.validDays)} วัน ครั้งเดียว):`;
  const en = account.hasPassword
    ? `If you forget your password, set a new one here (valid ${String(account.validDays)} days, once):`
    : `Set a password to sign in here (valid ${String(account.validDays)} days, once):`;
  return {
    template: 'registration',
    to: account.to,
    subject: `ยืนยันการสมัครสมาชิก ${account.shopTitle} / Your ${account.shopTitle} account`,
    text: [
      hello.th,
      '',
      `ขอบคุณที่สมัครสมาชิกกับ ${account.shopTitle}`,
      `ชื่อผู้ใช้ของคุณคือ: ${account.username}`,
      th,
      account.link,
      '',
      '---',
      '',
      hello.en,
      '',
      `Thank you for registering with ${account.shopTitle}.`,
      `Your username is: ${account.username}`,
      en,
      account.link,
      '',
    ].join('\n'),
  };
};

/** The /forgotpass link; says nothing more than needed if someone else asked for it. */
export const passwordResetMail = (
  account: Account & { link: string; shopTitle: string; validMinutes: number },
): MailMessage => {
  const hello = greeting(account.name);
  const minutes = String(account.validMinutes);
  return {
    template: 'password_reset',
    to: account.to,
    subject: `ตั้งรหัสผ่านใหม่ ${account.shopTitle} / Reset your ${account.shopTitle} password`,
    text: [
      hello.th,
      '',
      `มีการขอตั้งรหัสผ่านใหม่สำหรับชื่อผู้ใช้ ${account.username}`,
      `ตั้งรหัสผ่านใหม่ได้ที่ลิงก์นี้ (ใช้ได้ ${minutes} นาที ครั้งเดียว):`,
      account.link,
      'หากคุณไม่ได้ขอ ไม่ต้องทำอะไร รหัสผ่านเดิมยังใช้ได้',
      '',
      '---',
      '',
      hello.en,
      '',
      `Someone asked to reset the password of the username ${account.username}.`,
      `Set a new password here (valid ${minutes} minutes, once):`,
      account.link,
      'If it was not you, do nothing: your password stays as it is.',
      '',
    ].join('\n'),
  };
};
