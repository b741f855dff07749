import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { runTool } from './video-tools';

/** A short test clip in each container the upload control accepts, and how ffmpeg makes it. */
export const CLIP_RECIPES = {
  mp4: {
    file: 'clip.mp4',
    args: ['-c:v', 'libx264', '-pix_fmt', 'yuv420p', '-c:a', 'aac'],
    size: '1280x720',
  },
  mov: { file: 'clip.mov', args: ['-c:v', 'libx264', '-pix_fmt', 'yuv420p', '-c:a', 'aac'], size: '960x540' },
  avi: { file: 'clip.avi', args: ['-c:v', 'mpeg4', '-c:a', 'pcm_s16le'], size: '640x480' },
  mpeg: { file: 'clip.mpeg', args: ['-c:v', 'mpeg1video', '-c:a', 'mp2', '-f', 'mpeg'], size: '640x360' },
  m4v: {
    file: 'clip.m4v',
    args: ['-c:v', 'libx264', '-pix_fmt', 'yuv420p', '-an', '-f', 'mp4', '-brand', 'M4V '],
    size: '640x360',
  },
  // A phone held upright: stored landscape with a 90° turn in its metadata.
  rotated: {
    file: 'rotated.mov',
    args: ['-c:v', 'libx264', '-pix_fmt', 'yuv420p', '-c:a', 'aac'],
    size: '640x360',
  },
} as const;

export type ClipKind = keyof typeof CLIP_RECIPES;

/**
 * Makes a clip of `seconds` with a moving test picture and a tone (for tests and the bench): the
 * transcoder gets real, decodable media in every container, not a hand-made header.
 */
export const makeClip = async (ffmpeg: string, kind: ClipKind, seconds = 2, dir?: string) => {
  const recipe = CLIP_RECIPES[kind];
  const folder = dir ?? (await mkdtemp(path.join(tmpdir(), 'video-clip-')));
  const file = path.join(folder, recipe.file);
  const hasAudio = !(recipe.args as readonly string[]).includes('-an');
  await runTool(ffmpeg, [
    '-hide_banner',
    '-nostdin',
    '-y',
    '-f',
    'lavfi',
    '-i',
    `testsrc2=size=${recipe.size}:rate=25:duration=${String(seconds)}`,
    ...(hasAudio ? ['-f', 'lavfi', '-i', `sine=frequency=440:duration=${String(seconds)}`] : []),
    ...recipe.args,
    file,
  ]);
  const data = await readFile(file);
  if (kind === 'rotated') {
    turnUpright(data);
    await writeFile(file, data);
  }
  return { file, name: recipe.file, data };
};

/**
 * Writes a quarter turn into the video track's display matrix (`tkhd`), as a phone held upright
 * does (this ffmpeg has no option to set it). The video is the first track ffmpeg writes.
 */
const turnUpright = (data: Buffer) => {
  const at = data.indexOf('tkhd', 0, 'latin1');
  if (at < 0) throw new Error('no track header in the clip');
  // After the type: version and flags (4); times, track id and duration (20, or 32 in version 1);
  // reserved (8); layer, group, volume and reserved (8): then the 3×3 matrix of 32-bit numbers.
  const matrix = at + 4 + 4 + (data[at + 4] === 1 ? 32 : 20) + 8 + 8;
  const FIXED_ONE = 0x10000;
  const values = [0, FIXED_ONE, 0, -FIXED_ONE, 0, 0, 0, 0, 0x40000000];
  values.forEach((value, index) => {
    data.writeInt32BE(value, matrix + index * 4);
  });
};
