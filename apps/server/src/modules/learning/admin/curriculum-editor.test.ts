import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { insertCourse, insertStudent } from '../../../test/factories';
import { enrol, storeLectureFile } from '../../../test/learning-fixtures';
import { makeDataDir, removeDataDir } from '../../../test/read-mail';
import { uploadForm } from '../../media/media-test-helpers';
import { fetchUpload, nextAddress, uploadPicture } from '../../media/upload-test-client';
import { mp4File } from '../../../test/mp4-file';
import { sessionCookieFor } from '../../../test/sessions';
import { curriculumEditor, publicPlaylist } from './curriculum-test-kit';
import { latestAudit, signedInAdmin } from '../../settings/admin/settings-test-kit';

const quizBody = (sectionId: number, pass: number | null) => ({
  section_id: sectionId,
  name: 'Check yourself',
  content_type: 'quiz',
  quiz: {
    title: 'Basics quiz',
    questions: [
      { text: '1 + 1?', choices: ['1', '2', '3'], correct_choice: 1 },
      { text: 'Capital of Thailand?', choices: ['Bangkok', 'Chiang Mai'], correct_choice: 0 },
    ],
  },
  score_pass_quiz: pass,
  check_pass_quiz: true,
});

describe('the curriculum editor', () => {
  let t: TestApp;
  let dataDir: string;
  let editor: ReturnType<typeof curriculumEditor>;
  let adminId: number;
  let adminCookie: string;
  beforeAll(async () => {
    dataDir = await makeDataDir();
    // A long cache time: the playlist is cached, so these tests see that every change drops it.
    t = await buildTestApp({ DATA_DIR: dataDir, CATALOG_CACHE_SECONDS: '60' });
    const admin = await signedInAdmin(t.db);
    adminId = admin.id;
    adminCookie = admin.cookie;
    editor = curriculumEditor(t.app, admin.cookie);
  });
  afterAll(async () => {
    await t.close();
    await removeDataDir(dataDir);
  });

  it('creates a lecture of every kind that an enrolled student sees at once in the playlist', async () => {
    const course = await insertCourse(t.db);
    expect(await publicPlaylist(t.app, course.id)).toEqual([]);
    const sectionId = await editor.addSection(course.id, 'Getting started');
    const video = await storeLectureFile(t.db, dataDir, Buffer.from('video'), 'mp4', 'video/mp4');
    const pdf = await storeLectureFile(t.db, dataDir, Buffer.from('%PDF-1.4'), 'pdf', 'application/pdf');
    const common = { section_id: sectionId };
    const bodies = [
      {
        ...common,
        name: 'Welcome',
        content_type: 'video',
        upload_video_type: 'upload',
        video_url: video,
        video_duration: 95,
        is_preview: true,
      },
      {
        ...common,
        name: 'Talk',
        content_type: 'video',
        upload_video_type: 'youtube',
        video_url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      },
      {
        ...common,
        name: 'Reading',
        content_type: 'text',
        content_text: '<p>Read <b>me</b></p><script>alert(1)</script>',
      },
      { ...common, name: 'Worksheet', content_type: 'file', content_file: pdf },
      {
        ...common,
        name: 'Project',
        content_type: 'homework',
        homework: { title: 'Build it', instructions: 'Send a photo' },
      },
      quizBody(sectionId, 50),
    ];
    for (const body of bodies) expect((await editor.addLecture(course.id, body)).statusCode).toBe(200);

    const student = await insertStudent(t.db);
    await enrol(t.db, student.id, course.id);
    const cookie = await sessionCookieFor(t.db, student.id);
    const [section] = await publicPlaylist(t.app, course.id, cookie);
    const lectures = section?.lectures_list ?? [];

    expect(section?.sections_name).toBe('Getting started');
    expect(lectures.map((lecture) => [lecture.lectures_name, lecture.content_type])).toEqual([
      ['Welcome', 'video'],
      ['Talk', 'video'],
      ['Reading', 'text'],
      ['Worksheet', 'file'],
      ['Project', 'homework'],
      ['Check yourself', 'quiz'],
    ]);
    expect(lectures[0]).toMatchObject({ lectures_preview: true, video_duration: 95 });
    expect(lectures[0]?.video_url).toBe(`/media/lectures/${String(lectures[0]?.lectures_id)}`);
    expect(lectures[1]).toMatchObject({
      upload_video_type: 'youtube',
      video_url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    });
    expect(lectures[2]?.content_text).toBe('<p>Read <b>me</b></p>');
    expect(lectures[3]?.content_file).toBe(`/media/lectures/${String(lectures[3]?.lectures_id)}`);
    expect(lectures[5]?.score_pass_quiz).toBe(50);

    const homework = await t.app.inject({
      method: 'GET',
      url: `/private/lectures/${String(lectures[4]?.lectures_id)}/homework`,
      headers: { cookie },
    });
    expect(homework.json()).toMatchObject({ data: { title: 'Build it', instructions: 'Send a photo' } });
    const quiz = await t.app.inject({
      method: 'GET',
      url: `/private/lectures/${String(lectures[5]?.lectures_id)}/quiz`,
      headers: { cookie },
    });
    expect(quiz.json()).toMatchObject({
      data: { title: 'Basics quiz', pass_percent: 50, must_pass: true, questions: [{ text: '1 + 1?' }, {}] },
    });
  });

  it('answers every stored field to the editor, the quiz with its correct choices', async () => {
    const course = await insertCourse(t.db);
    const sectionId = await editor.addSection(course.id, 'One');
    await editor.addLecture(course.id, quizBody(sectionId, 75));

    const [section] = await editor.curriculum(course.id);

    expect(section?.lectures[0]).toMatchObject({
      name: 'Check yourself',
      content_type: 'quiz',
      score_pass_quiz: 75,
      check_pass_quiz: true,
      is_quiz_integrate_not_pass_reset_progress: false,
      quiz: {
        title: 'Basics quiz',
        questions: [{ correct_choice: 1 }, { correct_choice: 0, choices: ['Bangkok', 'Chiang Mai'] }],
      },
    });
  });

  it.each([
    [
      'a YouTube lecture whose address is not YouTube',
      {
        content_type: 'video',
        upload_video_type: 'youtube',
        video_url: 'https://evil.example/watch?v=dQw4w9WgXcQ',
      },
    ],
    [
      'a Vimeo lecture with a javascript address',
      { content_type: 'video', upload_video_type: 'vimeo', video_url: 'javascript:alert(1)' },
    ],
    [
      'an uploaded video that was never uploaded',
      { content_type: 'video', upload_video_type: 'upload', video_url: `${'f'.repeat(32)}.mp4` },
    ],
    ['a quiz without questions', { content_type: 'quiz', quiz: { title: 'Empty', questions: [] } }],
    [
      'a quiz whose correct choice is not one of its choices',
      {
        content_type: 'quiz',
        quiz: { title: 'Q', questions: [{ text: 'Pick', choices: ['a', 'b'], correct_choice: 2 }] },
      },
    ],
    ['a pass score above 100%', { ...quizBody(0, 101), section_id: undefined }],
    ['a file lecture without a file', { content_type: 'file', content_file: '' }],
  ])('refuses %s and changes nothing', async (_case, body) => {
    const course = await insertCourse(t.db);
    const sectionId = await editor.addSection(course.id, 'One');

    const response = await editor.addLecture(course.id, { name: 'Bad', ...body, section_id: sectionId });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false });
    expect((await editor.curriculum(course.id))[0]?.lectures).toEqual([]);
  });

  it('takes a file the administrator uploaded off its public address once a lecture uses it', async () => {
    const course = await insertCourse(t.db);
    const sectionId = await editor.addSection(course.id, 'Handouts');
    const uploaded = await uploadPicture(t.app, { cookie: adminCookie, address: nextAddress() });
    expect(uploaded.statusCode).toBe(200);
    expect((await fetchUpload(t.app, uploaded.name)).statusCode).toBe(200);

    const saved = await editor.addLecture(course.id, {
      section_id: sectionId,
      name: 'Diagram',
      content_type: 'file',
      content_file: uploaded.name,
    });
    expect(saved.statusCode).toBe(200);

    // Only the lecture media route, which checks the enrolment, gives it to students now.
    expect((await fetchUpload(t.app, uploaded.name)).statusCode).toBe(404);
    expect((await fetchUpload(t.app, uploaded.name, adminCookie)).statusCode).toBe(200);
  });

  it('shows an uploaded video lecture with the length read from its file, not 0 minutes', async () => {
    const course = await insertCourse(t.db);
    const sectionId = await editor.addSection(course.id, 'Videos');
    // 3 minutes 5 seconds, written by an encoder without "fast start" (its index after the media).
    const form = uploadForm({
      filename: 'lesson.mp4',
      contentType: 'video/mp4',
      data: mp4File({ timescale: 600, duration: 600 * 185, moovAtEnd: true }),
    });
    const uploaded = await t.app.inject({
      method: 'POST',
      url: '/api/home/test_upload',
      payload: form.payload,
      headers: { ...form.headers, cookie: adminCookie },
      remoteAddress: nextAddress(),
    });
    expect(uploaded.statusCode).toBe(200);
    const [name] = uploaded.json<{ fileName: string[] }>().fileName;

    const saved = await editor.addLecture(course.id, {
      section_id: sectionId,
      name: 'Lesson one',
      content_type: 'video',
      upload_video_type: 'upload',
      video_url: name,
      video_duration: 0,
    });

    expect(saved.statusCode).toBe(200);
    expect((await editor.curriculum(course.id))[0]?.lectures[0]?.video_duration).toBe(185);
  });

  it("refuses a lecture into another course's section", async () => {
    const course = await insertCourse(t.db);
    const other = await insertCourse(t.db);
    const otherSection = await editor.addSection(other.id, 'Theirs');

    const response = await editor.addLecture(course.id, {
      section_id: otherSection,
      name: 'Sneaky',
      content_type: 'text',
      content_text: 'x',
    });

    expect(response.statusCode).toBe(400);
    expect((await editor.curriculum(other.id))[0]?.lectures).toEqual([]);
  });

  it('audits every change with who made it and what changed', async () => {
    const course = await insertCourse(t.db);
    const sectionId = await editor.addSection(course.id, 'Audited');
    const created = (
      await editor.addLecture(course.id, {
        section_id: sectionId,
        name: 'Note',
        content_type: 'text',
        content_text: 'a',
      })
    ).json<{ data: { id: number } }>().data;
    await editor.send('PUT', `/api/admin/curriculum/lectures/${String(created.id)}`, {
      section_id: sectionId,
      name: 'Note, revised',
      content_type: 'text',
      content_text: 'b',
      is_preview: true,
    });
    await editor.send('DELETE', `/api/admin/curriculum/lectures/${String(created.id)}`);

    expect(await latestAudit(t.db, 'course_section.create')).toMatchObject({
      actorUserId: adminId,
      entityId: String(sectionId),
      after: { name: 'Audited' },
    });
    expect(await latestAudit(t.db, 'lecture.update')).toMatchObject({
      entityId: String(created.id),
      before: { name: 'Note', is_preview: false },
      after: { name: 'Note, revised', is_preview: true },
    });
    expect(await latestAudit(t.db, 'lecture.delete')).toMatchObject({ before: { name: 'Note, revised' } });
    expect((await editor.curriculum(course.id))[0]?.lectures).toEqual([]);
  });
});
