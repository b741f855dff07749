import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mp4File } from '../../test/mp4-file';
import { readVideoDuration } from './video-duration';

describe('reading the length of an uploaded video from its file', () => {
  let folder: string;
  let count = 0;
  const written = async (data: Buffer) => {
    count += 1;
    const file = path.join(folder, `clip-${String(count)}`);
    await writeFile(file, data);
    return file;
  };
  beforeAll(async () => {
    folder = await mkdtemp(path.join(tmpdir(), 'video-duration-'));
  });
  afterAll(async () => {
    await rm(folder, { recursive: true, force: true });
  });

  it.each([
    ['an MP4 with its index first', { timescale: 1000, duration: 95_400 }, 95],
    [
      'an MP4 written without fast start (index after the media)',
      { timescale: 600, duration: 7_500, moovAtEnd: true },
      13,
    ],
    ['a QuickTime MOV from a phone', { timescale: 600, duration: 36_300, brand: 'qt  ' as const }, 61],
    [
      'a long recording with 64-bit times',
      { timescale: 90_000, duration: 90_000 * 3_725, version: 1 as const },
      3_725,
    ],
    [
      'a file whose media box has a 64-bit size',
      { timescale: 1000, duration: 42_000, largeMdat: true, moovAtEnd: true },
      42,
    ],
  ])('reads %s', async (_name, options, seconds) => {
    expect(await readVideoDuration(await written(mp4File(options)))).toBe(seconds);
  });

  it('rounds to the nearest second, and a clip shorter than half a second to one', async () => {
    expect(await readVideoDuration(await written(mp4File({ timescale: 1000, duration: 2_600 })))).toBe(3);
    expect(await readVideoDuration(await written(mp4File({ timescale: 1000, duration: 200 })))).toBe(1);
  });

  it('answers null for a file that is not an MP4 or MOV, a cut-off one, or one without a duration', async () => {
    const whole = mp4File({ timescale: 1000, duration: 5_000, moovAtEnd: true });
    expect(await readVideoDuration(await written(Buffer.from('RIFF....AVI LIST')))).toBeNull();
    expect(await readVideoDuration(await written(whole.subarray(0, whole.length - 60)))).toBeNull();
    expect(await readVideoDuration(await written(mp4File({ timescale: 0, duration: 5_000 })))).toBeNull();
    expect(await readVideoDuration(await written(Buffer.alloc(0)))).toBeNull();
  });
});
