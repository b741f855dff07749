/** What decides whether a course or product is on sale. */
export type SaleState = { status: string; endPublish: Date | null };

/** Published and not past its end of publication: visitors see it and may order it. */
export const isOnSale = (course: SaleState, now: Date): boolean =>
  course.status === 'published' && (course.endPublish === null || course.endPublish > now);
