import { z } from 'zod';
import { defineRoute } from '../http/define-route';

/** Spec 1 "User group". */
export const userGroupSchema = z.object({ id: z.number().int(), name: z.string(), is_default: z.boolean() });

export const userGroupsRoute = defineRoute({
  method: 'GET',
  path: '/api/user/group',
  access: 'public',
  summary: 'User groups a student can belong to',
  tags: ['accounts'],
  response: z.object({ success: z.literal(true), data: z.array(userGroupSchema) }),
});

export const CUSTOM_LABEL_TYPES = ['inputtext', 'select', 'multiple', 'checkbox', 'radio', 'image'] as const;

/** Spec 1 "Custom label": an extra registration field defined in the back office. */
export const customLabelSchema = z.object({
  id: z.number().int(),
  type_label: z.enum(CUSTOM_LABEL_TYPES),
  label: z.string(),
  /** The name on the English pages; null shows `label` there too. */
  label_en: z.string().nullable(),
  order_label: z.number().int(),
  required: z.boolean(),
  /** The choices of select, multiple, checkbox and radio labels. */
  item_list: z.array(z.string()),
});
export type CustomLabelWire = z.infer<typeof customLabelSchema>;

/** A custom field's name in the page's language: the English name where one is set. */
export const customLabelNameIn = (
  label: { label: string; label_en: string | null },
  locale: 'th' | 'en',
): string => (locale === 'en' && label.label_en ? label.label_en : label.label);

export const customLabelsRoute = defineRoute({
  method: 'GET',
  path: '/public/customlabel',
  access: 'public',
  summary: 'Active custom registration fields, in form order',
  tags: ['accounts'],
  response: z.object({ success: z.literal(true), data: z.array(customLabelSchema) }),
});
