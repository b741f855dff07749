import type { App } from '../../../app';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Calls of the curriculum editor as one administrator. */
export const curriculumEditor = (app: App, cookie: string) => {
  const send = (method: Method, url: string, payload?: Record<string, unknown>) =>
    app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
  return {
    send,
    addSection: async (courseId: number, name: string) =>
      (await send('POST', `/api/admin/courses/${String(courseId)}/curriculum/sections`, { name })).json<{
        data: { id: number };
      }>().data.id,
    addLecture: (courseId: number, body: Record<string, unknown>) =>
      send('POST', `/api/admin/courses/${String(courseId)}/curriculum/lectures`, body),
    curriculum: async (courseId: number) =>
      (await send('GET', `/api/admin/courses/${String(courseId)}/curriculum`)).json<{
        data: {
          id: number;
          name: string;
          lectures: { id: number; name: string; content_type: string; video_duration: number }[];
        }[];
      }>().data,
  };
};

/** The public playlist of a course, as a visitor or as a signed-in student. */
export const publicPlaylist = async (app: App, courseId: number, cookie?: string) =>
  (
    await app.inject({
      method: 'GET',
      url: `/public/course/videoplaylist/${String(courseId)}`,
      headers: cookie ? { cookie } : {},
    })
  ).json<{
    data: {
      sections_name: string;
      lectures_list: {
        lectures_id: number;
        lectures_name: string;
        content_type: string;
        content_text: string | null;
        content_file: string | null;
        video_url: string | null;
        upload_video_type: string | null;
        lectures_preview: boolean;
        score_pass_quiz: number | null;
        video_duration: number;
      }[];
    }[];
  }>().data;
