import { isProductType, type CourseType } from '../catalog/course-type';

/** What a cart line tells about delivery (spec 1 section 3 cart item). */
export type ShippingLine = {
  courseType: CourseType;
  /** The course comes with a free book. */
  freeBook: boolean;
  /** `physical_book` is posted; other kinds (e.g. an e-book) are not. */
  freeBookType: string | null;
  /** Physical items shipped free with the course. */
  productFree: number;
};

const shipsSomething = (line: ShippingLine): boolean =>
  isProductType(line.courseType) || line.productFree > 0;

/** Whether the order needs a delivery address: a posted free book, a product, or free items. */
export const requiresShippingAddress = (lines: readonly ShippingLine[]): boolean =>
  lines.some((line) => shipsSomething(line) || (line.freeBook && line.freeBookType === 'physical_book'));

/** Whether the buyer must choose a shipping fee option: a product or free items (a free book ships free). */
export const requiresShippingFee = (lines: readonly ShippingLine[]): boolean => lines.some(shipsSomething);
