import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Database } from '../../../db/database';
import type { FileStorage } from '../../../lib/storage/file-storage';
import { videoLengthPort } from './video-length-port';
import { makeVideoOutputs } from './make-video-outputs';
import { probeVideo } from './probe-video';
import type { VideoTools } from './video-tools';
import {
  finishTranscode,
  recordTranscodeProgress,
  type ClaimedTranscode,
} from './video-transcodes.repository';

export type TranscodeContext = {
  db: Database;
  storage: FileStorage;
  tools: VideoTools;
  /** A folder on this instance's disk for the source and the outputs while they are made. */
  workDir: string;
  leaseMs: number;
  /** Stops ffmpeg (the instance is shutting down). */
  signal?: AbortSignal;
  now?: () => Date;
};

const stemOf = (fileName: string) => fileName.slice(0, fileName.lastIndexOf('.'));

/**
 * Transcodes one claimed job: copies the upload from the storage, probes it, makes the ladder and
 * the pictures on local disk, stores every output beside the upload, then (in one transaction)
 * marks the job ready and gives the upload its outputs and length; the lectures showing it get
 * the length too. Progress extends the lease, so a long video is not taken by another worker.
 * Throws when a step fails; the caller records the failure. Answers false when another worker
 * took the job meanwhile (this one was presumed dead): its outputs have the same names and win.
 */
export const transcodeVideo = async (context: TranscodeContext, job: ClaimedTranscode): Promise<boolean> => {
  const now = context.now ?? (() => new Date());
  await mkdir(context.workDir, { recursive: true });
  const dir = await mkdtemp(path.join(context.workDir, 'job-'));
  try {
    const input = path.join(dir, `source-${job.fileName}`);
    await pipeline(context.storage.read(job.fileName), createWriteStream(input));
    const probe = await probeVideo(context.tools, input);
    const lease = () => new Date(now().getTime() + context.leaseMs);
    await recordTranscodeProgress(context.db, job, {
      progressPercent: 0,
      leaseUntil: lease(),
      now: now(),
      probe,
    });
    let reported = 0;
    let progressWrite = Promise.resolve(true);
    const outputs = await makeVideoOutputs(
      context.tools,
      { input, dir, stem: stemOf(job.fileName), probe, signal: context.signal },
      (percent) => {
        // One write per percent at most, one at a time.
        if (percent <= reported) return;
        reported = percent;
        progressWrite = progressWrite.then(() =>
          recordTranscodeProgress(context.db, job, {
            progressPercent: percent,
            leaseUntil: lease(),
            now: now(),
          }),
        );
      },
      (name) => readFile(path.join(dir, name), 'utf8'),
      (name, text) => writeFile(path.join(dir, name), text),
    );
    await progressWrite;
    let outputBytes = 0;
    const variants: Record<string, string> = {};
    for (const file of outputs.files) {
      const filePath = path.join(dir, file.name);
      outputBytes += (await stat(filePath)).size;
      await context.storage.save(file.name, createReadStream(filePath));
      variants[file.purpose] = file.name;
    }
    const durationSeconds = Math.max(1, Math.round(probe.durationSeconds));
    const isOurs = await finishTranscode(context.db, job, {
      rungs: outputs.rungs,
      variants,
      outputBytes,
      durationSeconds,
      now: now(),
    });
    if (isOurs) await videoLengthPort.call(context.db, job.fileName, durationSeconds);
    return isOurs;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
};
