import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { userSearchText } from '../search-text';
import { userGroups } from './user-groups';

/** Everyone who signs in: students, instructors and administrators (roles may combine). */
export const users = pgTable(
  'users',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    username: text().notNull(),
    email: text().notNull(),
    /** argon2id; null until the owner sets a password through the e-mailed link. */
    passwordHash: text(),
    roles: text()
      .array()
      .notNull()
      .default(sql`'{student}'::text[]`),
    firstname: text().notNull().default(''),
    lastname: text().notNull().default(''),
    firstnameEng: text().notNull().default(''),
    lastnameEng: text().notNull().default(''),
    nickname: text().notNull().default(''),
    tel: text().notNull().default(''),
    address: text().notNull().default(''),
    age: integer(),
    biography: text().notNull().default(''),
    displayImageUrl: text(),
    userGroupId: integer().references(() => userGroups.id, { onDelete: 'set null' }),
    branchId: text(),
    educationList: jsonb().$type<unknown[]>().notNull().default([]),
    level: text(),
    studentGroupKpi: text(),
    /** Who created the account: 'self', 'checkout' (automatic non-member account) or an admin's id. */
    createdBy: text().notNull().default('self'),
    /** False for the accounts made automatically for buyers who did not register. */
    isMember: boolean().notNull().default(true),
    isActive: boolean().notNull().default(true),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastLoginAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    uniqueIndex('users_username_key').on(sql`lower(${table.username})`),
    uniqueIndex('users_email_key').on(sql`lower(${table.email})`),
    index('users_created_at_idx').on(table.createdAt),
    // Trigram indexes for "contains" searches (built CONCURRENTLY); see db/search-text.ts.
    index('users_search_trgm_idx').using('gin', sql`${userSearchText(table)} gin_trgm_ops`),
    index('users_students_idx')
      .on(table.id)
      .where(sql`'student' = ANY (${table.roles})`),
    index('users_tel_trgm_idx').using('gin', sql`${table.tel} gin_trgm_ops`),
    index('users_tel_digits_trgm_idx').using(
      'gin',
      sql`regexp_replace(${table.tel}, '[^0-9]', '', 'g') gin_trgm_ops`,
    ),
    check('users_roles_known', sql`${table.roles} <@ ARRAY['student','instructor','admin']::text[]`),
  ],
);
