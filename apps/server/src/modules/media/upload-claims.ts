import { ErrorCode } from '@shop/domain/errors/error-codes';
import type { FieldIssue } from '@shop/domain/validation/field-schemas';
import type { Queryable } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { claimUploadRow, findOwnedUploads } from './upload-claims.repository';
import type { UploadOwner } from './upload-owner';

/**
 * What a referenced upload is used for, and who may then see it: a profile picture shows beside
 * the user's comments; the rest are the user's papers, for them and the administrators only.
 */
const VISIBILITY = {
  profile_image: 'public',
  registration_answer: 'private',
  tax_certificate: 'private',
  slip: 'private',
  homework: 'private',
} as const;

export type UploadPurpose = keyof typeof VISIBILITY;

/** An upload a request refers to: the field that names it and what it is for. */
export type UploadReference = { path: string; name: string; purpose: UploadPurpose };

/**
 * One issue per referenced file the caller may not use for its purpose: a name the server never
 * made, someone else's upload, one past its life, or one already used for something else. The
 * four read alike, so a name reveals nothing about another person's files.
 */
export const unusableUploadIssues = async (
  db: Queryable,
  references: readonly UploadReference[],
  owner: UploadOwner,
  context: { now: Date; message: string },
): Promise<FieldIssue[]> => {
  const owned = await findOwnedUploads(
    db,
    references.map((reference) => reference.name),
    owner,
    context.now,
  );
  return references
    .filter((reference) => {
      const purpose = owned.get(reference.name);
      return purpose === undefined || (purpose !== null && purpose !== reference.purpose);
    })
    .map((reference) => ({ path: reference.path, message: context.message }));
};

/** The refusal of a request naming files the caller may not use, field by field. */
export const fileNotOwnedRefusal = (issues: readonly FieldIssue[]) =>
  new AppError(ErrorCode.FILE_NOT_OWNED, {
    message: 'A file named is not one of your uploads',
    params: issues.map((issue) => ({ param: issue.path, message: issue.message })),
  });

/**
 * Makes each referenced upload `userId`'s for good (it is no longer swept), inside the caller's
 * transaction. A file the sweeper or another request took since the check refuses the whole
 * request, so nothing refers to a file that is gone.
 */
export const claimUploads = async (
  tx: Queryable,
  references: readonly UploadReference[],
  owner: UploadOwner,
  context: { userId: number; now: Date; message: string },
) => {
  const lost: FieldIssue[] = [];
  for (const reference of references) {
    const claim = {
      userId: context.userId,
      purpose: reference.purpose,
      visibility: VISIBILITY[reference.purpose],
    };
    if (!(await claimUploadRow(tx, reference.name, owner, claim, context.now)))
      lost.push({ path: reference.path, message: context.message });
  }
  if (lost.length > 0) throw fileNotOwnedRefusal(lost);
};
