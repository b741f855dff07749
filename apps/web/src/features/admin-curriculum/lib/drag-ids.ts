/** Sections and lectures share one drag area, so their drag ids say which they are. */
export const sectionDragId = (id: number) => `section-${String(id)}`;
export const lectureDragId = (id: number) => `lecture-${String(id)}`;

/** The section or lecture a drag id names, or null for another id. */
export const parseDragId = (dragId: string | number): { type: 'section' | 'lecture'; id: number } | null => {
  const match = /^(section|lecture)-(\d+)$/.exec(String(dragId));
  return match ? { type: match[1] as 'section' | 'lecture', id: Number(match[2]) } : null;
};
