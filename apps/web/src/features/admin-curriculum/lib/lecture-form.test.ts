import { describe, expect, it } from 'vitest';
import { formValuesOf, lectureBodyOf } from './lecture-form';

describe("the lecture modal's values", () => {
  it('saves only the chosen kind: a YouTube video sends its address, not an uploaded file', () => {
    const values = {
      ...formValuesOf(null),
      name: 'Talk',
      upload_video_type: 'youtube' as const,
      video_url: ' https://youtu.be/dQw4w9WgXcQ ',
      video_file: 'ignored.mp4',
    };
    expect(lectureBodyOf(3, values)).toEqual({
      section_id: 3,
      name: 'Talk',
      is_preview: false,
      video_duration: 0,
      content_type: 'video',
      upload_video_type: 'youtube',
      video_url: 'https://youtu.be/dQw4w9WgXcQ',
      video_name: null,
    });
  });

  it('turns choice lines and the 1-based correct choice into the stored question', () => {
    const values = {
      ...formValuesOf(null),
      content_type: 'quiz' as const,
      quiz_title: 'Quiz',
      questions: [{ text: 'Pick', choices: 'a\n\n b \nc', correct: 2 }],
      score_pass_quiz: 80,
    };
    expect(lectureBodyOf(1, values)).toMatchObject({
      quiz: { title: 'Quiz', questions: [{ text: 'Pick', choices: ['a', 'b', 'c'], correct_choice: 1 }] },
      score_pass_quiz: 80,
    });
  });
});

describe('an existing lecture in the modal', () => {
  it('names its uploaded video as the upload control does, whatever form the row holds', () => {
    const name = `${'a'.repeat(32)}.mp4`;
    const values = formValuesOf({
      id: 1,
      section_id: 1,
      name: 'Intro',
      location: 0,
      is_preview: true,
      content_type: 'video',
      content_text: null,
      content_file: null,
      video_name: null,
      video_url: `/uploads/${name}`,
      upload_video_type: 'upload',
      video_duration: 60,
      check_pass_quiz: false,
      score_pass_quiz: null,
      quiz_integrate_type: null,
      is_quiz_integrate_not_pass_reset_progress: false,
      quiz: null,
      homework: null,
    });
    expect(values).toMatchObject({ video_file: name, upload_video_type: 'upload', is_preview: true });
    expect(lectureBodyOf(1, values)).toMatchObject({ video_url: name });
  });
});
