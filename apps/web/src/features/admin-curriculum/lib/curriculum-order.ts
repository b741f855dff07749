import type { AdminSection } from '@shop/contract/admin/curriculum-schemas';

/** The order the server stores: every section with its lectures' ids. */
export const orderOf = (sections: readonly AdminSection[]) => ({
  sections: sections.map((section) => ({
    id: section.id,
    lecture_ids: section.lectures.map((lecture) => lecture.id),
  })),
});

const move = <T>(list: readonly T[], from: number, to: number): T[] => {
  if (from < 0 || to < 0 || from >= list.length || to >= list.length) return [...list];
  const next = [...list];
  const [item] = next.splice(from, 1);
  if (item !== undefined) next.splice(to, 0, item);
  return next;
};

/** Moves a section to another place (by drag or by an up / down button). */
export const moveSection = (sections: readonly AdminSection[], from: number, to: number) =>
  move(sections, from, to);

const sectionOfLecture = (sections: readonly AdminSection[], lectureId: number) =>
  sections.findIndex((section) => section.lectures.some((lecture) => lecture.id === lectureId));

/**
 * Moves a lecture before `overLectureId`, or to the end of section `toSectionId` when dropped on
 * a section itself; it may change section.
 */
export const moveLecture = (
  sections: readonly AdminSection[],
  lectureId: number,
  target: { overLectureId: number } | { toSectionId: number },
): AdminSection[] => {
  const fromIndex = sectionOfLecture(sections, lectureId);
  const lecture = sections[fromIndex]?.lectures.find((candidate) => candidate.id === lectureId);
  if (!lecture) return [...sections];
  const toIndex =
    'toSectionId' in target
      ? sections.findIndex((section) => section.id === target.toSectionId)
      : sectionOfLecture(sections, target.overLectureId);
  if (toIndex < 0) return [...sections];
  if (fromIndex === toIndex && 'overLectureId' in target) {
    const list = sections[fromIndex]?.lectures ?? [];
    const moved = move(
      list,
      list.indexOf(lecture),
      list.findIndex((candidate) => candidate.id === target.overLectureId),
    );
    return sections.map((section, index) =>
      index === fromIndex ? { ...section, lectures: moved } : section,
    );
  }
  return sections.map((section, index) => {
    if (index === fromIndex && index !== toIndex)
      return { ...section, lectures: section.lectures.filter((candidate) => candidate.id !== lectureId) };
    if (index !== toIndex) return section;
    const rest = section.lectures.filter((candidate) => candidate.id !== lectureId);
    const at =
      'overLectureId' in target ? rest.findIndex((candidate) => candidate.id === target.overLectureId) : -1;
    const placed = { ...lecture, section_id: section.id };
    return {
      ...section,
      lectures: at < 0 ? [...rest, placed] : [...rest.slice(0, at), placed, ...rest.slice(at)],
    };
  });
};

/** Moves a lecture one place up or down inside its section. */
export const stepLecture = (sections: readonly AdminSection[], lectureId: number, step: -1 | 1) =>
  sections.map((section) => {
    const index = section.lectures.findIndex((lecture) => lecture.id === lectureId);
    return index < 0 ? section : { ...section, lectures: move(section.lectures, index, index + step) };
  });
