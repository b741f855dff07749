import type { Widen } from '../../widen';

/** Texts of the back office's mail outbox. */
export const mailTh = {
  mail: {
    title: 'อีเมลที่ส่งออก',
    filters: { keyword: 'ค้นหาผู้รับหรือหัวเรื่อง', state: 'สถานะ', channel: 'ช่องทาง' },
    channels: { mail: 'อีเมล', line: 'LINE' },
    outcomes: { sent: 'LINE รับแล้ว', not_friend: 'ผู้รับไม่ได้เพิ่มเพื่อน', over_quota: 'เกินโควตาเดือนนี้' },
    states: { queued: 'รอส่ง', delivered: 'ส่งแล้ว', retrying: 'ส่งไม่สำเร็จ รอส่งใหม่', gaveUp: 'เลิกส่งแล้ว' },
    columns: {
      id: 'รหัส',
      created: 'เวลาที่สร้าง',
      to: 'ผู้รับ',
      subject: 'หัวเรื่อง',
      state: 'สถานะ',
      attempts: 'จำนวนครั้งที่ส่ง',
      lastError: 'ข้อผิดพลาดล่าสุด',
      next: 'ส่งครั้งถัดไป',
    },
    resend: 'ส่งอีกครั้ง',
    retry: 'ส่งใหม่ตอนนี้',
    resendTitle: 'ส่งอีเมล "{{subject}}" ถึง {{to}} อีกครั้ง?',
    retryTitle: 'ลองส่งอีเมล "{{subject}}" ถึง {{to}} ตอนนี้?',
    queuedAgain: 'เข้าคิวส่งแล้ว จะส่งภายในไม่กี่วินาที',
    notKept: 'อีเมลนี้มีลิงก์ใช้ครั้งเดียว ระบบจึงไม่เก็บเนื้อหาไว้ ส่งลิงก์ใหม่จากหน้าผู้เรียนแทน',
    refresh: 'รีเฟรช',
  },
};

export const mailEn: Widen<typeof mailTh> = {
  mail: {
    title: 'Mail outbox',
    filters: { keyword: 'Search recipient or subject', state: 'State', channel: 'Channel' },
    channels: { mail: 'E-mail', line: 'LINE' },
    outcomes: {
      sent: 'Taken by LINE',
      not_friend: 'Not a friend of the shop',
      over_quota: "Over the month's quota",
    },
    states: { queued: 'Queued', delivered: 'Delivered', retrying: 'Failed, retrying', gaveUp: 'Gave up' },
    columns: {
      id: 'ID',
      created: 'Created',
      to: 'Recipient',
      subject: 'Subject',
      state: 'State',
      attempts: 'Tries',
      lastError: 'Last error',
      next: 'Next try',
    },
    resend: 'Send again',
    retry: 'Retry now',
    resendTitle: 'Send "{{subject}}" to {{to}} again?',
    retryTitle: 'Try sending "{{subject}}" to {{to}} now?',
    queuedAgain: 'Queued: it leaves within a few seconds',
    notKept:
      "This mail held a one-use link, so its text was not kept. Send a new link from the student's page instead",
    refresh: 'Refresh',
  },
};
