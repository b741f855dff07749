import type { z } from 'zod';
import type { userGroupSchema } from '@shop/contract/accounts/registration-form';

export type UserGroup = z.infer<typeof userGroupSchema>;
