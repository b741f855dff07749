import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, open, stat, unlink } from 'node:fs/promises';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { CreateResumableUploadBody, ResumableUpload } from '@shop/contract/media/resumable-upload';
import { RESUMABLE_MAX_PART_BYTES } from '@shop/contract/media/resumable-upload';
import { ErrorCode } from '@shop/domain/errors/error-codes';
import { checkUploadSelection } from '@shop/domain/validation/upload-rules';
import type { Database } from '../../db/database';
import { AppError } from '../../lib/app-error';
import type { FileStorage } from '../../lib/storage/file-storage';
import type { SessionUserRow } from '../../plugins/session';
import { storeUpload } from './media.service';
import {
  deleteResumableUploads,
  findResumableUpload,
  insertResumableUpload,
  moveReceivedBytes,
  type ResumableUploadRow,
} from './resumable-uploads.repository';
import { checkRoomForUpload, type UploadLimits } from './upload-room';

/** A partial upload not completed within a day is removed by the sweeper. */
export const PARTIAL_UPLOAD_LIFE_MS = 86_400_000;

export type ResumableContext = {
  /** Where parts wait on this instance's disk. */
  dir: string;
  maxVideoBytes: number;
  limits: UploadLimits;
};

const view = (row: ResumableUploadRow): ResumableUpload => ({
  id: row.id,
  offset: row.receivedBytes,
  size: row.sizeBytes,
  expires_at: row.expiresAt.toISOString(),
});

const load = async (db: Database, id: string, admin: SessionUserRow) => {
  const row = await findResumableUpload(db, id, admin.id);
  if (!row)
    throw new AppError(ErrorCode.NOT_FOUND, { message: 'No such upload (completed, expired or not yours)' });
  return row;
};

/**
 * Starts a video upload in parts: the name and the declared type must be a video's, the size
 * within MAX_VIDEO_MB and the storage's room; the content is checked when it is complete.
 */
export const createResumableUpload = async (
  db: Database,
  admin: SessionUserRow,
  body: CreateResumableUploadBody,
  context: ResumableContext & { ip: string; now: Date },
) => {
  const checked = checkUploadSelection({
    kind: 'video',
    file: { name: body.name, size: body.size, type: body.type },
    freeGb: null,
    isNotCheckStorage: true,
  });
  if (!checked.ok)
    throw new AppError(checked.code, { message: 'The file cannot be uploaded', result: checked.detail });
  if (body.size > context.maxVideoBytes) {
    throw new AppError(ErrorCode.FILE_TOO_LARGE, {
      message: 'The video is too large',
      result: { maxBytes: context.maxVideoBytes },
    });
  }
  const uploader = { userId: admin.id, visitorKey: null, ip: context.ip, isAdministrator: true };
  await checkRoomForUpload(db, uploader, body.size, context);
  const id = randomBytes(16).toString('hex');
  const partPath = path.join(context.dir, `${id}.part`);
  await mkdir(context.dir, { recursive: true });
  await (await open(partPath, 'wx')).close();
  const row = await insertResumableUpload(db, {
    id,
    createdBy: admin.id,
    originalName: body.name,
    declaredType: body.type,
    sizeBytes: body.size,
    partPath,
    expiresAt: new Date(context.now.getTime() + PARTIAL_UPLOAD_LIFE_MS),
  });
  return view(row);
};

export const getResumableUpload = async (db: Database, admin: SessionUserRow, id: string) =>
  view(await load(db, id, admin));

const offsetMismatch = (held: number) =>
  new AppError(ErrorCode.UPLOAD_OFFSET_MISMATCH, {
    message: 'The part does not start at the bytes received',
    result: { offset: held },
  });

/** Counts the bytes of a part and stops it past the upload's size or the part limit. */
const counter = (room: number) => {
  let bytes = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      bytes += chunk.length;
      if (bytes > room) {
        callback(new AppError(ErrorCode.FILE_TOO_LARGE, { message: 'More bytes than the upload declared' }));
        return;
      }
      callback(null, chunk);
    },
  });
};

// Parts of one upload are written one at a time on this instance.
const busy = new Set<string>();

/**
 * Writes a part from `offset`, which must be the bytes held. The bytes that arrived before a
 * dropped connection are kept, so the client asks for the offset and resumes from there.
 */
export const appendResumablePart = async (
  db: Database,
  admin: SessionUserRow,
  id: string,
  offset: number,
  body: Readable,
) => {
  // Taken before the row is read: a part still being received cannot move the offset under us.
  if (busy.has(id)) {
    body.resume();
    throw offsetMismatch((await load(db, id, admin)).receivedBytes);
  }
  busy.add(id);
  try {
    const row = await load(db, id, admin);
    if (offset !== row.receivedBytes) {
      body.resume();
      throw offsetMismatch(row.receivedBytes);
    }
    const handle = await open(row.partPath, 'r+');
    await handle.truncate(offset);
    await handle.close();
    const room = Math.min(row.sizeBytes - offset, RESUMABLE_MAX_PART_BYTES);
    const failure = await pipeline(
      body,
      counter(room),
      createWriteStream(row.partPath, { flags: 'r+', start: offset }),
    ).then(
      () => null,
      (error: unknown) => (error instanceof Error ? error : new Error('the part could not be received')),
    );
    let held = (await stat(row.partPath)).size;
    if (failure instanceof AppError) {
      // Too many bytes: the part is dropped whole, the upload stays where it was.
      const again = await open(row.partPath, 'r+');
      await again.truncate(offset);
      await again.close();
      held = offset;
    }
    if (!(await moveReceivedBytes(db, id, offset, held))) throw offsetMismatch(offset);
    if (failure) throw failure;
    return view({ ...row, receivedBytes: held });
  } finally {
    busy.delete(id);
  }
};

const discard = async (db: Database, row: ResumableUploadRow) => {
  await unlink(row.partPath).catch(() => undefined);
  await deleteResumableUploads(db, [row.id]);
};

/**
 * Stores a complete upload as any administrator's upload is stored (its type sniffed from the
 * content, so a renamed program is refused) and forgets the parts. A refused file is discarded.
 */
export const completeResumableUpload = async (
  db: Database,
  storage: FileStorage,
  admin: SessionUserRow,
  id: string,
  context: { limits: UploadLimits; ip: string; now: Date },
) => {
  const row = await load(db, id, admin);
  if (row.receivedBytes !== row.sizeBytes) {
    throw new AppError(ErrorCode.UPLOAD_INCOMPLETE, {
      message: 'Not every byte has arrived',
      result: { offset: row.receivedBytes, size: row.sizeBytes },
    });
  }
  try {
    const fileName = await storeUpload(
      db,
      storage,
      { path: row.partPath, originalName: row.originalName, index: null },
      { uploader: admin, ip: context.ip, visitorKey: null, limits: context.limits, now: context.now },
    );
    await discard(db, row);
    return fileName;
  } catch (error) {
    const isRefused =
      error instanceof AppError &&
      (error.code === ErrorCode.FILE_TYPE_NOT_ALLOWED || error.code === ErrorCode.FILE_TOO_LARGE);
    if (isRefused) await discard(db, row);
    throw error;
  }
};
