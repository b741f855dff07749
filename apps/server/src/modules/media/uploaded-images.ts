import { and, eq, sql } from 'drizzle-orm';
import type { InvalidParam } from '@shop/contract/http/api-error';
import { ErrorCode } from '@shop/domain/errors/error-codes';
import type { Queryable } from '../../db/database';
import { mediaFiles } from '../../db/tables';
import { AppError } from '../../lib/app-error';

const isPublicImage = and(eq(mediaFiles.kind, 'image'), eq(mediaFiles.visibility, 'public'));

/**
 * A public image the shop stores, by its name or the name of one of its resized copies: the
 * file and its copies. Null for anything else (a made-up name, a private paper, a video).
 */
export const findPublicImage = async (db: Queryable, name: string) => {
  const byName = await db
    .select({ fileName: mediaFiles.fileName, variants: mediaFiles.variants })
    .from(mediaFiles)
    .where(and(eq(mediaFiles.fileName, name), isPublicImage));
  if (byName[0]) return byName[0];
  const byCopy = await db
    .select({ fileName: mediaFiles.fileName, variants: mediaFiles.variants })
    .from(mediaFiles)
    .where(
      and(
        isPublicImage,
        sql`exists (select 1 from jsonb_each_text(${mediaFiles.variants}) as copy where copy.value = ${name})`,
      ),
    )
    .limit(1);
  return byCopy[0] ?? null;
};

const NOT_AN_IMAGE = 'must be an image uploaded to the shop';

/** INPUT_ERROR naming `field` when `name` is not a public image the shop stores. */
export const requirePublicImage = async (db: Queryable, field: string, name: string) => {
  const image = await findPublicImage(db, name);
  if (image) return image;
  const params: InvalidParam[] = [{ param: field, message: NOT_AN_IMAGE }];
  throw new AppError(ErrorCode.INPUT_ERROR, { message: `${field} ${NOT_AN_IMAGE}`, params });
};
