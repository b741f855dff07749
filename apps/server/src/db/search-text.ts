import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/** The users table's columns it reads (typed apart from the table, which declares its index with it). */
type NameColumns = Record<
  'username' | 'email' | 'firstname' | 'lastname' | 'firstnameEng' | 'lastnameEng' | 'nickname',
  AnyPgColumn
>;

/**
 * A person's searchable words in one text: username, e-mail, Thai and English names (first and
 * last side by side, so "สมชาย ใจดี" matches), nickname. The trigram index `users_search_trgm_idx`
 * is built on this very expression; a query must use it unchanged for the index to serve it.
 */
export const userSearchText = (table: NameColumns): SQL =>
  sql`(${table.username} || ' ' || ${table.email} || ' ' || ${table.firstname} || ' ' || ${table.lastname} || ' ' || ${table.firstnameEng} || ' ' || ${table.lastnameEng} || ' ' || ${table.nickname})`;
