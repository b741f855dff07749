/** One section of a proposed curriculum order with the lectures it holds, in order. */
export type ProposedSection = { id: number; lecture_ids: readonly number[] };

const sameSet = (given: readonly number[], expected: readonly number[]) => {
  const seen = new Set(given);
  return (
    seen.size === given.length && given.length === expected.length && expected.every((id) => seen.has(id))
  );
};

/**
 * Whether a proposed order places exactly the course's sections and exactly its lectures, each
 * once: a stale editor (a lecture added or removed since it loaded) or another course's id is refused.
 */
export const isCompleteCurriculumOrder = (
  sectionIds: readonly number[],
  lectureIds: readonly number[],
  proposed: readonly ProposedSection[],
): boolean =>
  sameSet(
    proposed.map((section) => section.id),
    sectionIds,
  ) &&
  sameSet(
    proposed.flatMap((section) => section.lecture_ids),
    lectureIds,
  );
