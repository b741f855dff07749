import { z } from 'zod';

export const ROLES = ['student', 'instructor', 'admin'] as const;

/** The signed-in user as the browser sees them. */
export const sessionUserSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  roles: z.array(z.enum(ROLES)),
  is_member: z.boolean(),
  user_group_id: z.number().int().nullable(),
  display_image_url: z.string().nullable(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;
