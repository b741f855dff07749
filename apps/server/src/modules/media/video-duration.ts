import { open } from 'node:fs/promises';

/** Reads of one file: its size, and the bytes at a place in it (fewer at its end). */
export type VideoBytes = {
  size: number;
  readAt(position: number, length: number): Promise<Buffer>;
};

/**
 * The length in whole seconds of an MP4 or QuickTime MOV file, read from its movie header
 * (`moov` > `mvhd`: a time scale in units per second and a duration in those units), or null
 * when the file is not one, is cut off, or states no length. Only box headers and the `moov` box
 * are read: the media itself (`mdat`, nearly the whole file) is skipped by its size, so a 2 GB
 * upload costs a few small reads. The machine has no ffprobe (docs/decisions/learning.md).
 */
export const readVideoDuration = async (filePath: string): Promise<number | null> => {
  const file = await open(filePath, 'r');
  try {
    const { size } = await file.stat();
    return await videoDurationOf({
      size,
      readAt: async (position, length) => {
        const buffer = Buffer.alloc(length);
        const { bytesRead } = await file.read(buffer, 0, length, position);
        return buffer.subarray(0, bytesRead);
      },
    });
  } finally {
    await file.close();
  }
};

/** The same reading over any storage that reads a part of a file (a local one, a bucket). */
export const videoDurationOf = async (bytes: VideoBytes): Promise<number | null> => {
  const moov = await findBox(bytes, 'moov', 0, bytes.size);
  if (!moov || moov.end > bytes.size) return null;
  const content = await bytes.readAt(moov.contentStart, moov.end - moov.contentStart);
  return durationOfMoov(content);
};

type BoxPlace = { contentStart: number; end: number };

/** The size and type at the start of a box; size 1 means a 64-bit size follows, 0 "to the end". */
const boxHeader = (header: Buffer, start: number, end: number) => {
  if (header.length < 8) return null;
  const type = header.toString('latin1', 4, 8);
  const shortSize = header.readUInt32BE(0);
  if (shortSize === 1) {
    if (header.length < 16) return null;
    const largeSize = Number(header.readBigUInt64BE(8));
    return largeSize < 16 ? null : { type, contentStart: start + 16, end: start + largeSize };
  }
  if (shortSize === 0) return { type, contentStart: start + 8, end };
  return shortSize < 8 ? null : { type, contentStart: start + 8, end: start + shortSize };
};

/** The first top-level box of `type`, walking the file's boxes by their sizes. */
const findBox = async (
  bytes: VideoBytes,
  type: string,
  from: number,
  end: number,
): Promise<BoxPlace | null> => {
  let position = from;
  while (position + 8 <= end) {
    const header = boxHeader(await bytes.readAt(position, 16), position, end);
    if (!header) return null;
    if (header.type === type) return header;
    position = header.end;
  }
  return null;
};

/** The `mvhd` inside a `moov` box's content, turned into seconds. */
const durationOfMoov = (moov: Buffer): number | null => {
  let position = 0;
  while (position + 8 <= moov.length) {
    const header = boxHeader(moov.subarray(position, position + 16), position, moov.length);
    if (!header || header.end > moov.length) return null;
    if (header.type === 'mvhd') return durationOfMvhd(moov.subarray(header.contentStart, header.end));
    position = header.end;
  }
  return null;
};

/** Version 0 holds 32-bit times after its version and flags, version 1 64-bit ones. */
const durationOfMvhd = (mvhd: Buffer): number | null => {
  const version = mvhd[0];
  const isLong = version === 1;
  if (mvhd.length < (isLong ? 32 : 20)) return null;
  const timescale = mvhd.readUInt32BE(isLong ? 20 : 12);
  const duration = isLong ? Number(mvhd.readBigUInt64BE(24)) : mvhd.readUInt32BE(16);
  // All ones means "unknown" (a live or fragmented recording states its length elsewhere).
  const isUnknown = isLong ? duration >= Number.MAX_SAFE_INTEGER : duration === 0xffffffff;
  if (timescale === 0 || duration === 0 || isUnknown) return null;
  // A clip of a fraction of a second still has a length a student should see.
  return Math.max(1, Math.round(duration / timescale));
};
