/** The kinds of thing the shop sells (spec 1 section 3). A physical product is the type `product`. */
export const COURSE_TYPES = [
  'Online',
  'Flex',
  'In-class',
  'Private-Classroom',
  'Live-Broadcast',
  'Live-Room',
  'Live-Room-Student-Camera',
  'product',
] as const;

export type CourseType = (typeof COURSE_TYPES)[number];

export const isProductType = (type: CourseType): boolean => type === 'product';
