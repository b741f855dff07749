import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  bankAccounts,
  bankTransferReports,
  courses,
  homeworkSubmissions,
  homeworks,
  lectures,
  siteSettings,
  taxProfiles,
  users,
} from '../../db/tables';

/** A column that may hold uploaded file names: a bare name, an address, a JSON list, rich text. */
export type FileReference = { column: AnyPgColumn };

/**
 * THE list of every column that may hold an uploaded file's name (helpers adding such a column
 * add it here). The sweeper removes an
 * administrator's upload older than a day that none of them names, so a column added later that
 * holds file names (a new editor's picture, a custom page's HTML) must be added here, or its
 * files go at the next sweep.
 */
export const REFERENCED_FILE_COLUMNS: readonly FileReference[] = [
  { column: courses.pictureUrl },
  { column: courses.videoUrl },
  { column: courses.facebookImage },
  { column: courses.twitterImage },
  { column: courses.imageDetail },
  { column: courses.description },
  { column: courses.shortDescription },
  { column: lectures.contentFile },
  { column: lectures.videoUrl },
  { column: lectures.contentText },
  { column: homeworks.instructions },
  { column: homeworkSubmissions.fileName },
  { column: bankAccounts.promptPayImage },
  { column: bankTransferReports.slipFileName },
  { column: taxProfiles.taxCompanyCertificate },
  { column: users.displayImageUrl },
  // Favicon, social image, how-to-buy HTML and every other setting: one JSON document.
  { column: siteSettings.data },
];

/** A condition true when any listed column of any row names `name` (an SQL expression). */
export const isReferencedSql = (name: SQL): SQL =>
  sql`(${sql.join(
    REFERENCED_FILE_COLUMNS.map(
      // Anywhere in the value: a bare name, `/uploads/<name>` in HTML, an element of a JSON list.
      // A false match only keeps a file; a missed one would break a page.
      ({ column }) => sql`exists (select 1 from ${column.table} where strpos(${column}::text, ${name}) > 0)`,
    ),
    sql` or `,
  )})`;
