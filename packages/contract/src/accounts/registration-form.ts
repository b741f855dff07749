import { z } from 'zod';
import { defineRoute } from '../http/define-route';

/** Spec 1 "User group". */
export const userGroupSchema = z.object({ id: z.number().int(), name: z.string(), is_default: z.boolean() });

export const userGroupsRoute = defineRoute({
  method: 'GET',
  path: '/api/user/group',
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
  order_label: z.number().int(),
  required: z.boolean(),
  /** The choices of select, multiple, checkbox and radio labels. */
  item_list: z.array(z.string()),
});
export type CustomLabelWire = z.infer<typeof customLabelSchema>;

export const customLabelsRoute = defineRoute({
  method: 'GET',
  path: '/public/customlabel',
  summary: 'Active custom registration fields, in form order',
  tags: ['accounts'],
  response: z.object({ success: z.literal(true), data: z.array(customLabelSchema) }),
});
