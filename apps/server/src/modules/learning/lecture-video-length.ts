import { and, eq, inArray } from 'drizzle-orm';
import type { Queryable } from '../../db/database';
import { lectures } from '../../db/tables';
import { mediaAddressOf } from '../media/index';

/**
 * Gives every lecture that plays an uploaded video the length its transcode read, so the
 * curriculum and the course page add up the real time (a lecture saved before the transcode
 * finished showed none). The editor stores the bare name; older rows the file's address.
 */
export const fillLectureVideoLength = async (db: Queryable, fileName: string, durationSeconds: number) => {
  await db
    .update(lectures)
    .set({ videoDurationSeconds: durationSeconds })
    .where(
      and(
        eq(lectures.uploadVideoType, 'upload'),
        inArray(lectures.videoUrl, [fileName, mediaAddressOf(fileName)]),
      ),
    );
};
