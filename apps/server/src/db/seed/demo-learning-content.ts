/** What the demo's quizzes ask: how to learn well, so it fits every demo course. */
export const DEMO_QUIZ = {
  title: 'แบบทดสอบท้ายบท',
  passPercent: 60,
  questions: [
    {
      text: 'ก่อนเริ่มบทเรียนใหม่ ควรทำอะไร',
      choices: [
        { id: 'a', text: 'ทบทวนบทเรียนก่อนหน้า' },
        { id: 'b', text: 'ข้ามไปทำแบบทดสอบทันที' },
        { id: 'c', text: 'ปิดวิดีโอแล้วเดาคำตอบ' },
      ],
      correctChoiceIds: ['a'],
    },
    {
      text: 'ข้อใดเป็นวิธีเรียนที่ได้ผล (เลือกได้มากกว่าหนึ่งข้อ)',
      choices: [
        { id: 'a', text: 'จดบันทึกระหว่างเรียน' },
        { id: 'b', text: 'ลงมือทำตามตัวอย่าง' },
        { id: 'c', text: 'เปิดวิดีโอทิ้งไว้โดยไม่ได้ดู' },
      ],
      correctChoiceIds: ['a', 'b'],
    },
    {
      text: 'เมื่อทำแบบทดสอบไม่ผ่าน ควรทำอย่างไร',
      choices: [
        { id: 'a', text: 'ทบทวนเนื้อหาแล้วลองใหม่' },
        { id: 'b', text: 'เลิกเรียนคอร์สนี้' },
      ],
      correctChoiceIds: ['a'],
    },
  ],
} as const;

export const DEMO_HOMEWORK = {
  title: 'โปรเจกต์จบคอร์ส',
  instructions:
    'นำสิ่งที่เรียนมาทำโปรเจกต์เล็ก ๆ หนึ่งชิ้น แล้วส่งเป็นข้อความสรุปผลงาน พร้อมแนบรูปภาพหรือไฟล์ PDF ของผลงาน ผู้สอนจะตรวจและให้คะแนนภายใน 3 วันทำการ',
};

/** The text lecture of every demo course (sanitised again when shown). */
export const demoReadingHtml = (title: string) =>
  [
    `<h3>เอกสารประกอบการเรียน: ${title}</h3>`,
    '<p>อ่านสรุปนี้ก่อนเริ่มเนื้อหาหลัก เพื่อให้เห็นภาพรวมของสิ่งที่จะได้เรียน</p>',
    '<ul><li>ดูวิดีโอแต่ละบทให้จบ ระบบจะบันทึกความคืบหน้าให้อัตโนมัติ</li>',
    '<li>ทำแบบฝึกหัดในไฟล์ PDF ระหว่างเรียน</li>',
    '<li>ผ่านแบบทดสอบท้ายบทเพื่อปลดล็อกบทเรียนถัดไป</li></ul>',
  ].join('');
