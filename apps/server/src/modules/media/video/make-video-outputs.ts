import path from 'node:path';
import { ladderFor, rungSize, transcodePercent, type VideoRung } from '@shop/domain/media/video-ladder';
import type { VideoProbe } from '../../../db/tables';
import { runTool, type VideoTools } from './video-tools';
import { hlsMasterPlaylist } from './hls-playlists';

/** A file the transcode made, under the name it is stored by, and what it is for. */
export type VideoOutput = { purpose: string; name: string };

export type VideoOutputs = { files: VideoOutput[]; rungs: number[] };

const SEGMENT_SECONDS = 6;
const THUMBNAILS = 10;

const rungVideoArgs = (probe: VideoProbe, rung: VideoRung) => {
  const size = rungSize(probe, rung);
  return [
    '-vf',
    `scale=${String(size.width)}:${String(size.height)},setsar=1`,
    '-c:v',
    'libx264',
    '-preset',
    'veryfast',
    '-profile:v',
    'main',
    '-pix_fmt',
    'yuv420p',
    '-b:v',
    `${String(rung.videoKbps)}k`,
    '-maxrate',
    `${String(Math.round(rung.videoKbps * 1.1))}k`,
    '-bufsize',
    `${String(rung.videoKbps * 2)}k`,
    // A key frame at every segment start, whatever the source's frame rate: the player may switch
    // rungs at any segment.
    '-force_key_frames',
    `expr:gte(t,n_forced*${String(SEGMENT_SECONDS)})`,
  ];
};

const audioArgs = (probe: VideoProbe, kbps: number) =>
  probe.audioCodec ? ['-c:a', 'aac', '-b:a', `${String(kbps)}k`, '-ac', '2'] : [];

const streamMaps = (probe: VideoProbe) => ['-map', '0:v:0', ...(probe.audioCodec ? ['-map', '0:a:0'] : [])];

/**
 * One ffmpeg run decodes the source once and writes every rung's HLS playlist and segments, the
 * small progressive MP4 (the lowest rung's size, for a browser without HLS) and the audio-only
 * file. ffmpeg turns a phone's video upright itself (it applies the rotation while decoding).
 */
const ladderArgs = (
  input: string,
  dir: string,
  stem: string,
  probe: VideoProbe,
  rungs: [VideoRung, ...VideoRung[]],
) => {
  const args = ['-hide_banner', '-nostdin', '-y', '-i', input, '-progress', 'pipe:1', '-nostats'];
  for (const rung of rungs) {
    const label = `${String(rung.height)}p`;
    args.push(...streamMaps(probe), ...rungVideoArgs(probe, rung), ...audioArgs(probe, rung.audioKbps));
    args.push('-f', 'hls', '-hls_time', String(SEGMENT_SECONDS), '-hls_playlist_type', 'vod');
    args.push('-hls_flags', 'independent_segments');
    args.push('-hls_segment_filename', path.join(dir, `${stem}-${label}-%05d.ts`));
    args.push(path.join(dir, `${stem}-${label}.m3u8`));
  }
  const lowest = { ...rungs[0], videoKbps: 500 };
  args.push(...streamMaps(probe), ...rungVideoArgs(probe, lowest), ...audioArgs(probe, 64));
  args.push('-movflags', '+faststart', path.join(dir, `${stem}-small.mp4`));
  if (probe.audioCodec) {
    args.push('-map', '0:a:0', '-vn', ...audioArgs(probe, 64), path.join(dir, `${stem}-audio.m4a`));
  }
  return args;
};

const pictureArgs = (input: string, dir: string, stem: string, probe: VideoProbe, top: VideoRung) => {
  const size = rungSize(probe, top);
  const duration = Math.max(probe.durationSeconds, 0.1);
  const posterAt = Math.min(2, duration / 3).toFixed(2);
  const strip = `fps=${(THUMBNAILS / duration).toFixed(5)},scale=160:-2,tile=${String(THUMBNAILS)}x1`;
  return {
    poster: ['-hide_banner', '-nostdin', '-y', '-ss', posterAt, '-i', input, '-frames:v', '1', '-vf'].concat(
      `scale=${String(size.width)}:${String(size.height)}`,
      '-q:v',
      '3',
      path.join(dir, `${stem}-poster.jpg`),
    ),
    strip: ['-hide_banner', '-nostdin', '-y', '-i', input, '-an', '-vf', strip, '-frames:v', '1'].concat(
      '-q:v',
      '5',
      path.join(dir, `${stem}-strip.jpg`),
    ),
  };
};

/** The HLS files of a rung as ffmpeg named them, read from its playlist. */
const segmentsOf = (playlist: string) => playlist.split('\n').filter((line) => line.endsWith('.ts'));

/**
 * Makes every output of a probed video in `dir`, reporting progress in percent, and answers the
 * files to store (each under its storage name, which is its name in `dir`).
 */
export const makeVideoOutputs = async (
  tools: VideoTools,
  job: { input: string; dir: string; stem: string; probe: VideoProbe; signal?: AbortSignal | undefined },
  onProgress: (percent: number) => void,
  readText: (name: string) => Promise<string>,
  writeText: (name: string, text: string) => Promise<void>,
): Promise<VideoOutputs> => {
  const { input, dir, stem, probe, signal } = job;
  const rungs = ladderFor(probe);
  await runTool(tools.ffmpeg, ladderArgs(input, dir, stem, probe, rungs), {
    signal,
    onLine: (line) => {
      const match = /^out_time_us=(\d+)/.exec(line);
      if (match) onProgress(transcodePercent(Number(match[1]) / 1e6, probe.durationSeconds));
    },
  });
  const pictures = pictureArgs(input, dir, stem, probe, rungs[rungs.length - 1] ?? rungs[0]);
  await runTool(tools.ffmpeg, pictures.poster, { signal });
  await runTool(tools.ffmpeg, pictures.strip, { signal });
  const files: VideoOutput[] = [];
  for (const rung of rungs) {
    const label = `${String(rung.height)}p`;
    const playlist = `${stem}-${label}.m3u8`;
    files.push({ purpose: `video:hls:${label}`, name: playlist });
    segmentsOf(await readText(playlist)).forEach((segment, index) => {
      files.push({ purpose: `video:hls:${label}:${String(index)}`, name: segment });
    });
  }
  const master = `${stem}-hls.m3u8`;
  await writeText(master, hlsMasterPlaylist(probe, rungs, stem));
  files.push({ purpose: 'video:hls', name: master });
  files.push({ purpose: 'video:progressive', name: `${stem}-small.mp4` });
  if (probe.audioCodec) files.push({ purpose: 'video:audio', name: `${stem}-audio.m4a` });
  files.push({ purpose: 'video:poster', name: `${stem}-poster.jpg` });
  files.push({ purpose: 'video:thumbnails', name: `${stem}-strip.jpg` });
  return { files, rungs: rungs.map((rung) => rung.height) };
};
