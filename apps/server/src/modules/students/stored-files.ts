import type { FieldIssue } from '@shop/domain/validation/field-schemas';
import type { Queryable } from '../../db/database';
import type { FileReference } from './registration-answers';
import { findStoredFileNames } from './registration.repository';

/** One issue per field that names a file the server never stored (a made-up or foreign name). */
export const missingFileIssues = async (
  db: Queryable,
  files: readonly FileReference[],
  message: string,
): Promise<FieldIssue[]> => {
  const stored = await findStoredFileNames(
    db,
    files.map((file) => file.name),
  );
  return files.filter((file) => !stored.has(file.name)).map((file) => ({ path: file.path, message }));
};
