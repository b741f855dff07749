import path from 'node:path';
import { pino } from 'pino';
import type { TestApp } from '../../../test/build-test-app';
import { uploadForm } from '../media-test-helpers';
import type { VideoTools } from './video-tools';
import { transcodeNextVideo } from './video-transcode-worker';

/** The tools on the machine's PATH, as the tests find them. */
export const TEST_VIDEO_TOOLS: VideoTools = { ffmpeg: 'ffmpeg', ffprobe: 'ffprobe' };

/**
 * An administrator uploads a file through the upload control's endpoint, as the curriculum
 * editor does; answers the stored file's name.
 */
export const uploadAsAdmin = async (
  t: TestApp,
  adminCookie: string,
  file: { filename: string; contentType: string; data: Buffer },
) => {
  const form = uploadForm(file);
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/home/test_upload',
    payload: form.payload,
    headers: { ...form.headers, cookie: adminCookie },
  });
  const name = response.statusCode === 200 ? response.json<{ fileName: string[] }>().fileName[0] : undefined;
  if (!name) throw new Error(`upload refused (${String(response.statusCode)}): ${response.body}`);
  return name;
};

/**
 * Runs the next queued transcode in this test's app, as the worker would: its storage and
 * catalogue cache, a work folder in the test's data folder, a minute's lease and no logs.
 */
export const transcodeNextInTest = (
  t: TestApp,
  dataDir: string,
  options: { now?: () => Date; tools?: VideoTools } = {},
) =>
  transcodeNextVideo({
    db: t.db,
    storage: t.app.storage,
    catalogCache: t.app.catalogCache,
    tools: options.tools ?? TEST_VIDEO_TOOLS,
    workDir: path.join(dataDir, 'transcoding'),
    leaseMs: 60_000,
    logger: pino({ level: 'silent' }),
    ...(options.now ? { now: options.now } : {}),
  });
