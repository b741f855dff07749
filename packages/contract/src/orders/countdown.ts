import { z } from 'zod';
import { PLAN_TYPES, TERM_UNITS } from '@shop/domain/catalog/pricing-plan';
import { defineRoute } from '../http/define-route';
import { idParamSchema } from '../http/input-fields';

/** Spec 1 "Countdown record", plus the remaining time the server computed (ms; -1 = unlimited). */
export const countdownRecordSchema = z.object({
  planType: z.enum(PLAN_TYPES),
  courseDays: z.number().int().nullable(),
  startDateTime: z.iso.datetime(),
  term: z.number().int().nullable(),
  termUnit: z.enum(TERM_UNITS).nullable(),
  termUnit2: z.enum(TERM_UNITS).nullable(),
  term2: z.number().int().nullable(),
  isTermUnit2: z.boolean(),
  countDownTime: z.number().int().nullable(),
  progressTime: z.number().int(),
  orderID: z.number().int().nullable(),
  finishDateTime: z.iso.datetime().nullable(),
  readLecture: z.string().nullable(),
  remaining_ms: z.number().int(),
});

export const countdownRoute = defineRoute({
  method: 'GET',
  path: '/private/course/countdowntime/:courseId',
  access: 'signed-in',
  summary: "Access time left on the signed-in student's enrolments in a course",
  tags: ['orders'],
  params: z.object({ courseId: idParamSchema }),
  response: z.object({ success: z.literal(true), data: z.array(countdownRecordSchema) }),
});
