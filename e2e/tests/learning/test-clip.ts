import { execFileSync } from 'node:child_process';
import path from 'node:path';

/**
 * A 720p clip with a moving test picture and a tone, made by ffmpeg in `folder`: above 360p, so
 * the shop's ladder gives it 360p, 540p and 720p rungs.
 */
export const test720pClip = (folder: string, seconds: number) => {
  const file = path.join(folder, 'lesson-720p.mp4');
  execFileSync(
    'ffmpeg',
    [
      ...['-hide_banner', '-nostdin', '-y', '-loglevel', 'error'],
      ...['-f', 'lavfi', '-i', `testsrc2=size=1280x720:rate=25:duration=${String(seconds)}`],
      ...['-f', 'lavfi', '-i', `sine=frequency=440:duration=${String(seconds)}`],
      ...['-c:v', 'libx264', '-preset', 'veryfast', '-pix_fmt', 'yuv420p', '-c:a', 'aac', file],
    ],
    { stdio: 'inherit' },
  );
  return file;
};
