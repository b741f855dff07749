type DemoLecture = {
  name: string;
  contentType: 'video' | 'quiz' | 'homework' | 'text';
  minutes?: number;
  isPreview?: boolean;
};
type DemoSection = { name: string; lectures: DemoLecture[] };

/** The curriculum every demo course gets (products have none). */
export const demoCurriculum = (title: string): DemoSection[] => [
  {
    name: 'เริ่มต้น',
    lectures: [
      { name: `แนะนำคอร์ส ${title}`, contentType: 'video', minutes: 4, isPreview: true },
      { name: 'เตรียมความพร้อมก่อนเรียน', contentType: 'video', minutes: 9 },
      { name: 'เอกสารประกอบการเรียน', contentType: 'text' },
    ],
  },
  {
    name: 'เนื้อหาหลัก',
    lectures: [
      { name: 'พื้นฐานที่ต้องรู้', contentType: 'video', minutes: 18 },
      { name: 'ลงมือทำตามตัวอย่าง', contentType: 'video', minutes: 25 },
      { name: 'แบบทดสอบท้ายบท', contentType: 'quiz' },
    ],
  },
  {
    name: 'สรุปและการบ้าน',
    lectures: [
      { name: 'สรุปบทเรียน', contentType: 'video', minutes: 7 },
      { name: 'การบ้าน: โปรเจกต์จบคอร์ส', contentType: 'homework' },
    ],
  },
];
