import type { MailMessage } from './mail-message';

type AccessReminderFacts = {
  to: string;
  name: string;
  shopTitle: string;
  courseTitle: string;
  /** 7, 2 or 0: days before the last day of access. */
  daysLeft: number;
  /** The last moment of access, as the shop shows it (Bangkok). */
  endsText: string;
  coursesLink: string;
};

/** "Your access ends in 7 days / 2 days / today", Thai first, then English. */
export const accessReminderMail = (facts: AccessReminderFacts): MailMessage => {
  const days = String(facts.daysLeft);
  const th = facts.daysLeft === 0 ? 'วันนี้' : `ในอีก ${days} วัน`;
  const en = facts.daysLeft === 0 ? 'today' : `in ${days} days`;
  return {
    template: 'access_reminder',
    to: facts.to,
    subject: `สิทธิ์เรียน ${facts.courseTitle} จะหมด${th} / Your access to ${facts.courseTitle} ends ${en}`,
    text: [
      `สวัสดีคุณ${facts.name}`,
      '',
      `สิทธิ์เรียนคอร์ส ${facts.courseTitle} ที่ ${facts.shopTitle} จะหมด${th} (${facts.endsText})`,
      `เรียนต่อได้ที่: ${facts.coursesLink}`,
      '',
      '---',
      '',
      `Hello ${facts.name},`,
      '',
      `Your access to ${facts.courseTitle} at ${facts.shopTitle} ends ${en} (${facts.endsText}).`,
      `Keep learning: ${facts.coursesLink}`,
      '',
    ].join('\n'),
  };
};
