import { describe, expect, it } from 'vitest';
import type { AdminLecture, AdminSection } from '@shop/contract/admin/curriculum-schemas';
import { moveLecture, moveSection, orderOf, stepLecture } from './curriculum-order';

const lecture = (id: number, sectionId: number): AdminLecture => ({
  id,
  section_id: sectionId,
  name: `L${String(id)}`,
  location: 0,
  is_preview: false,
  content_type: 'text',
  content_text: '',
  content_file: null,
  video_name: null,
  video_url: null,
  upload_video_type: null,
  video_duration: 0,
  check_pass_quiz: false,
  score_pass_quiz: null,
  quiz_integrate_type: null,
  is_quiz_integrate_not_pass_reset_progress: false,
  quiz: null,
  homework: null,
});
const section = (id: number, lectureIds: number[]): AdminSection => ({
  id,
  name: `S${String(id)}`,
  location: 0,
  lectures: lectureIds.map((lectureId) => lecture(lectureId, id)),
});
const sections = [section(1, [10, 11, 12]), section(2, [20])];

describe('reordering the curriculum in the editor', () => {
  it('moves a section to another place', () => {
    expect(orderOf(moveSection(sections, 1, 0)).sections.map((s) => s.id)).toEqual([2, 1]);
    expect(orderOf(moveSection(sections, 0, 5)).sections.map((s) => s.id)).toEqual([1, 2]);
  });

  it('moves a lecture before another in the same section', () => {
    expect(orderOf(moveLecture(sections, 12, { overLectureId: 10 }))).toEqual({
      sections: [
        { id: 1, lecture_ids: [12, 10, 11] },
        { id: 2, lecture_ids: [20] },
      ],
    });
  });

  it('moves a lecture into another section, before a lecture or at its end', () => {
    const before = moveLecture(sections, 11, { overLectureId: 20 });
    expect(orderOf(before)).toEqual({
      sections: [
        { id: 1, lecture_ids: [10, 12] },
        { id: 2, lecture_ids: [11, 20] },
      ],
    });
    expect(before[1]?.lectures[0]?.section_id).toBe(2);
    expect(orderOf(moveLecture(sections, 10, { toSectionId: 2 })).sections[1]?.lecture_ids).toEqual([20, 10]);
  });

  it('leaves the order as it is for an unknown lecture or section', () => {
    expect(orderOf(moveLecture(sections, 99, { toSectionId: 2 }))).toEqual(orderOf(sections));
    expect(orderOf(moveLecture(sections, 10, { toSectionId: 99 }))).toEqual(orderOf(sections));
  });

  it('steps a lecture up or down inside its section, not past either end', () => {
    expect(orderOf(stepLecture(sections, 11, -1)).sections[0]?.lecture_ids).toEqual([11, 10, 12]);
    expect(orderOf(stepLecture(sections, 12, 1)).sections[0]?.lecture_ids).toEqual([10, 11, 12]);
  });
});
