import { z } from 'zod';
import { defineRoute } from '../http/define-route';
import { idParamSchema } from '../http/input-fields';
import {
  adminLectureBodySchema,
  adminLectureSchema,
  adminSectionBodySchema,
  adminSectionSchema,
  curriculumOrderBodySchema,
} from './curriculum-schemas';

const courseParams = z.object({ courseId: idParamSchema });
const idParams = z.object({ id: idParamSchema });
const curriculum = z.object({ success: z.literal(true), data: z.array(adminSectionSchema) });
const done = z.object({ success: z.literal(true) });

/** `GET /api/admin/courses/{courseId}/curriculum`: sections in order with their lectures, every field. */
export const getAdminCurriculumRoute = defineRoute({
  method: 'GET',
  path: '/api/admin/courses/:courseId/curriculum',
  access: 'admin',
  summary: "A course's sections and lectures with every field (administrators)",
  tags: ['admin'],
  params: courseParams,
  response: curriculum,
});

export const createAdminSectionRoute = defineRoute({
  method: 'POST',
  path: '/api/admin/courses/:courseId/curriculum/sections',
  access: 'admin',
  summary: 'Add a section at the end of the curriculum (administrators)',
  tags: ['admin'],
  params: courseParams,
  body: adminSectionBodySchema,
  response: z.object({ success: z.literal(true), data: adminSectionSchema }),
});

export const updateAdminSectionRoute = defineRoute({
  method: 'PUT',
  path: '/api/admin/curriculum/sections/:id',
  access: 'admin',
  summary: 'Rename a section (administrators)',
  tags: ['admin'],
  params: idParams,
  body: adminSectionBodySchema,
  response: z.object({ success: z.literal(true), data: adminSectionSchema }),
});

/** Deletes the section and its lectures (students' progress on them goes; docs/decisions/learning.md). */
export const deleteAdminSectionRoute = defineRoute({
  method: 'DELETE',
  path: '/api/admin/curriculum/sections/:id',
  access: 'admin',
  summary: 'Delete a section and its lectures (administrators)',
  tags: ['admin'],
  params: idParams,
  response: done,
});

export const createAdminLectureRoute = defineRoute({
  method: 'POST',
  path: '/api/admin/courses/:courseId/curriculum/lectures',
  access: 'admin',
  summary: 'Add a lecture at the end of a section (administrators)',
  tags: ['admin'],
  params: courseParams,
  body: adminLectureBodySchema,
  response: z.object({ success: z.literal(true), data: adminLectureSchema }),
});

/** `PUT /api/admin/curriculum/lectures/{id}`: the whole lecture; its kind may change. */
export const updateAdminLectureRoute = defineRoute({
  method: 'PUT',
  path: '/api/admin/curriculum/lectures/:id',
  access: 'admin',
  summary: 'Change a lecture (administrators)',
  tags: ['admin'],
  params: idParams,
  body: adminLectureBodySchema,
  response: z.object({ success: z.literal(true), data: adminLectureSchema }),
});

export const deleteAdminLectureRoute = defineRoute({
  method: 'DELETE',
  path: '/api/admin/curriculum/lectures/:id',
  access: 'admin',
  summary: 'Delete a lecture (administrators)',
  tags: ['admin'],
  params: idParams,
  response: done,
});

/** `PUT /api/admin/courses/{courseId}/curriculum/order`: the new order of sections and lectures, in one go. */
export const reorderAdminCurriculumRoute = defineRoute({
  method: 'PUT',
  path: '/api/admin/courses/:courseId/curriculum/order',
  access: 'admin',
  summary: 'Reorder sections and lectures, moving lectures between sections (administrators)',
  tags: ['admin'],
  params: courseParams,
  body: curriculumOrderBodySchema,
  response: curriculum,
});
