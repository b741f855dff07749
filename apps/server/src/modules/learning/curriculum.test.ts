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
  let welcomeId: number;
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
    const { lectures } = await insertSectionWithLectures(t.db, course.id, [
      {
        name: 'Welcome',
        isPreview: true,
        videoUrl: `/uploads/${'a'.repeat(32)}.mp4`,
        videoDurationSeconds: 120,
      },
      { name: 'Deep dive', videoUrl: `/uploads/${'b'.repeat(32)}.mp4`, videoDurationSeconds: 600 },
      { name: 'Quiz', contentType: 'quiz', quizId: 7 },
    ]);
    welcomeId = lectures[0]?.id ?? 0;
  });
  afterAll(async () => {
    await t.close();
  });

  it('shows every lecture name and duration to a visitor, but plays only the preview, from the media route', async () => {
    const [section] = (await curriculum()).data;
    const welcome = `/media/lectures/${String(welcomeId)}`;

    expect(
      section?.lectures_list.map((lecture) => [lecture.lectures_name, lecture.video_url, lecture.is_open]),
    ).toEqual([
      ['Welcome', welcome, true],
      ['Deep dive', null, false],
      ['Quiz', null, false],
    ]);
    expect(section?.dataResult).toEqual({ lecture_count: 3, video_seconds: 720 });
    expect(section?.videoResult).toEqual([expect.objectContaining({ video_url: welcome })]);
  });

  it("plays a YouTube lecture from YouTube's own address", async () => {
    const course = await insertCourse(t.db);
    await insertSectionWithLectures(t.db, course.id, [
      {
        name: 'Talk',
        isPreview: true,
        uploadVideoType: 'youtube',
        videoUrl: 'https://www.youtube-nocookie.com/embed/abc123',
      },
    ]);

    const response = await t.app.inject({
      method: 'GET',
      url: `/public/course/videoplaylist/${String(course.id)}`,
    });

    expect(response.json<Sections>().data[0]?.lectures_list[0]?.video_url).toBe(
      'https://www.youtube-nocookie.com/embed/abc123',
    );
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
