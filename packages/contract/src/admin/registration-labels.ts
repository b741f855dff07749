import { z } from 'zod';
import { CUSTOM_LABEL_TYPES } from '../accounts/registration-form';
import { defineRoute } from '../http/define-route';
import { idParamSchema, lineTextSchema, MAX_INT } from '../http/input-fields';
import { adminListResponseSchema } from './admin-list';

/** A custom registration field as the back office sees it; `is_active` false hides it from the form. */
export const adminCustomLabelSchema = z.object({
  id: z.number().int(),
  type_label: z.enum(CUSTOM_LABEL_TYPES),
  label: z.string(),
  label_en: z.string().nullable(),
  order_label: z.number().int(),
  required: z.boolean(),
  is_active: z.boolean(),
  item_list: z.array(z.string()),
});
export type AdminCustomLabel = z.infer<typeof adminCustomLabelSchema>;

/** Types whose answer is one of `item_list`: they need at least one choice. */
export const CHOICE_LABEL_TYPES = ['select', 'multiple', 'checkbox', 'radio'] as const;

export const customLabelBodySchema = z
  .object({
    type_label: z.enum(CUSTOM_LABEL_TYPES),
    label: lineTextSchema.trim().min(1).max(200),
    /** Empty means none: the English pages show `label`. */
    label_en: lineTextSchema
      .trim()
      .max(200)
      .nullable()
      .default(null)
      .transform((name) => (name === '' ? null : name)),
    order_label: z.number().int().min(0).max(MAX_INT).default(0),
    required: z.boolean().default(false),
    is_active: z.boolean().default(true),
    item_list: z.array(lineTextSchema.trim().min(1).max(200)).max(100).default([]),
  })
  .refine(
    (body) =>
      (CHOICE_LABEL_TYPES as readonly string[]).includes(body.type_label)
        ? body.item_list.length > 0
        : body.item_list.length === 0,
    { path: ['item_list'], message: 'lists the choices of select, multiple, checkbox and radio fields only' },
  );
export type CustomLabelBody = z.input<typeof customLabelBodySchema>;

const params = z.object({ id: idParamSchema });
const one = z.object({ success: z.literal(true), data: adminCustomLabelSchema });

/** `GET /api/admin/custom-labels`: every custom field, hidden ones too, in form order (a short list). */
export const listAdminCustomLabelsRoute = defineRoute({
  method: 'GET',
  path: '/api/admin/custom-labels',
  access: 'admin',
  summary: 'Custom registration fields, hidden ones too (administrators)',
  tags: ['admin'],
  response: adminListResponseSchema(adminCustomLabelSchema),
});

export const createAdminCustomLabelRoute = defineRoute({
  method: 'POST',
  path: '/api/admin/custom-labels',
  access: 'admin',
  summary: 'Add a custom registration field (administrators)',
  tags: ['admin'],
  body: customLabelBodySchema,
  response: one,
});

/** Answers students gave keep their field id; changing the type keeps them as they were given. */
export const updateAdminCustomLabelRoute = defineRoute({
  method: 'PUT',
  path: '/api/admin/custom-labels/:id',
  access: 'admin',
  summary: 'Change a custom registration field (administrators)',
  tags: ['admin'],
  params,
  body: customLabelBodySchema,
  response: one,
});

/** Deleting a field deletes the answers students gave to it; hide it (`is_active` false) to keep them. */
export const deleteAdminCustomLabelRoute = defineRoute({
  method: 'DELETE',
  path: '/api/admin/custom-labels/:id',
  access: 'admin',
  summary: 'Remove a custom registration field and its answers (administrators)',
  tags: ['admin'],
  params,
  response: z.object({ success: z.literal(true) }),
});
