import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { insertEnrolment, insertSectionWithLectures } from '../../test/commerce-factories';
import { insertCourse, insertStudent } from '../../test/factories';
import { resetSettings, setSettings } from '../../test/settings';
import { signIn } from '../../test/sign-in';

type Sections = {
  data: {
    sections_name: string;
    lectures_list: { lectures_name: string; video_url: string | null; is_open: boolean }[];
    dataResult: { lecture_count: number; video_seconds: number };
    videoResult: { video_url: string }[];
  }[];
};

describe('GET /public/course/videoplaylist/:courseId', () => {
  let t: TestApp;
  let courseId: number;
  const curriculum = async (cookie?: string) =>
    (
      await t.app.inject({
        method: 'GET',
        url: `/public/course/videoplaylist/${String(courseId)}`,
        headers: cookie ? { cookie } : {},
      })
    ).json<Sections>();

  beforeAll(async () => {
    t = await buildTestApp();
    const course = await insertCourse(t.db);
    courseId = course.id;
    await insertSectionWithLectures(t.db, course.id, [
      { name: 'Welcome', isPreview: true, videoUrl: '/uploads/welcome.mp4', videoDurationSeconds: 120 },
      { name: 'Deep dive', videoUrl: '/uploads/deep.mp4', videoDurationSeconds: 600 },
      { name: 'Quiz', contentType: 'quiz', quizId: 7 },
    ]);
  });
  afterAll(async () => {
    await t.close();
  });

  it('shows every lecture name and duration to a visitor, but plays only the preview', async () => {
    const [section] = (await curriculum()).data;

    expect(
      section?.lectures_list.map((lecture) => [lecture.lectures_name, lecture.video_url, lecture.is_open]),
    ).toEqual([
      ['Welcome', '/uploads/welcome.mp4', true],
      ['Deep dive', null, false],
      ['Quiz', null, false],
    ]);
    expect(section?.dataResult).toEqual({ lecture_count: 3, video_seconds: 720 });
    expect(section?.videoResult).toEqual([expect.objectContaining({ video_url: '/uploads/welcome.mp4' })]);
  });

  it('opens every lecture to an enrolled student', async () => {
    const student = await insertStudent(t.db);
    await insertEnrolment(t.db, { userId: student.id, courseId });

    const [section] = (await curriculum(await signIn(t.app, student.username))).data;

    expect(section?.lectures_list.every((lecture) => lecture.is_open)).toBe(true);
    expect(section?.videoResult).toHaveLength(2);
  });

  it('shows no curriculum when the site turned the curriculum off', async () => {
    await setSettings(t.db, { is_enable_course_curriculum: false });

    expect((await curriculum()).data).toEqual([]);
    await resetSettings(t.db);
  });
});
