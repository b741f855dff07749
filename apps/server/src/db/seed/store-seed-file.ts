import { randomBytes } from 'node:crypto';
import type { Transaction } from '../database';
import { mediaFiles, videoTranscodes } from '../tables';

const storedName = (extension: string) => `${randomBytes(16).toString('hex')}.${extension}`;

export type Stored = { name: string; url: string };

/** Saves a demo file through the uploads storage and records it as any upload is recorded. */
export const storeSeedFile = async (
  tx: Transaction,
  save: (name: string, body: Buffer) => Promise<void>,
  file: {
    body: Buffer;
    extension: string;
    mimeType: string;
    kind: 'image' | 'video' | 'document';
    originalName: string;
    width?: number;
    height?: number;
    /** Lecture media is private: only the media route, which checks enrolments, serves it. */
    privateFor?: string;
  },
): Promise<Stored> => {
  const name = storedName(file.extension);
  await save(name, file.body);
  await tx.insert(mediaFiles).values({
    fileName: name,
    originalName: file.originalName,
    mimeType: file.mimeType,
    kind: file.kind,
    sizeBytes: file.body.length,
    width: file.width ?? null,
    height: file.height ?? null,
    visibility: file.privateFor ? 'private' : 'public',
    purpose: file.privateFor ?? null,
  });
  // The demo's videos are transcoded like an administrator's upload (when ffmpeg is there).
  if (file.kind === 'video') await tx.insert(videoTranscodes).values({ fileName: name });
  return { name, url: `/uploads/${name}` };
};
