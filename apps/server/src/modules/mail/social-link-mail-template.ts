import type { MailMessage } from './mail-message';

type SocialLinkFacts = {
  to: string;
  name: string;
  /** LINE, Google or Facebook, as the buyer knows it. */
  providerName: string;
  /** What the provider calls the person who signed in. */
  profileName: string;
  link: string;
  shopTitle: string;
  validMinutes: number;
};

/**
 * Someone signed in with a provider profile that gave this account's address: the link proves
 * they read this mailbox. It says which profile, and that nothing happens if it was not them.
 */
export const socialLinkMail = (facts: SocialLinkFacts): MailMessage => {
  const minutes = String(facts.validMinutes);
  const { providerName: provider, profileName: profile } = facts;
  return {
    template: 'social_link',
    to: facts.to,
    subject: `ยืนยันการเชื่อมต่อ ${provider} กับ ${facts.shopTitle} / Link ${provider} to your ${facts.shopTitle} account`,
    text: [
      `สวัสดีคุณ${facts.name}`,
      '',
      `มีการเข้าสู่ระบบ ${facts.shopTitle} ด้วยบัญชี ${provider} "${profile}" ที่ใช้อีเมลนี้`,
      `หากเป็นคุณ เปิดลิงก์นี้ในเบราว์เซอร์เดียวกับที่เข้าสู่ระบบ เพื่อเชื่อมต่อ ${provider} กับบัญชีของคุณ (ใช้ได้ ${minutes} นาที ครั้งเดียว):`,
      facts.link,
      'หากไม่ใช่คุณ ไม่ต้องทำอะไร จะไม่มีการเชื่อมต่อใด ๆ',
      '',
      '---',
      '',
      `Hello ${facts.name},`,
      '',
      `Someone signed in to ${facts.shopTitle} with the ${provider} account "${profile}", which gave this e-mail.`,
      `If it was you, open this link in the same browser to link ${provider} to your account (valid ${minutes} minutes, once):`,
      facts.link,
      'If it was not you, do nothing: nothing is linked.',
      '',
    ].join('\n'),
  };
};
