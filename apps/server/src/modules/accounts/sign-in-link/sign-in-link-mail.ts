import type { MailMessage } from '../../mail/index';

type SignInLinkFacts = { to: string; name: string; link: string; shopTitle: string; validMinutes: number };

/** The one-tap sign-in link; says what to do if someone else asked for it. */
export const signInLinkMail = (facts: SignInLinkFacts): MailMessage => {
  const minutes = String(facts.validMinutes);
  return {
    template: 'sign_in_link',
    to: facts.to,
    subject: `ลิงก์เข้าสู่ระบบ ${facts.shopTitle} / Your ${facts.shopTitle} sign-in link`,
    text: [
      `สวัสดีคุณ${facts.name}`,
      '',
      `แตะลิงก์นี้เพื่อเข้าสู่ระบบ ${facts.shopTitle} และสั่งซื้อต่อ (ใช้ได้ ${minutes} นาที ครั้งเดียว):`,
      facts.link,
      'หากคุณไม่ได้ขอ ไม่ต้องทำอะไร ไม่มีใครเข้าสู่ระบบได้หากไม่มีลิงก์นี้',
      '',
      '---',
      '',
      `Hello ${facts.name},`,
      '',
      `Tap this link to sign in to ${facts.shopTitle} and carry on with your order (valid ${minutes} minutes, once):`,
      facts.link,
      'If it was not you, do nothing: nobody can sign in without this link.',
      '',
    ].join('\n'),
  };
};
