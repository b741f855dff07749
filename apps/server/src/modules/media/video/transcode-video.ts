import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Database } from '../../../db/database';
import type { FileStorage } from '../../../lib/storage/file-storage';
import type { TtlCache } from '../../../lib/ttl-cache';
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
  /** The catalogue cache, whose curriculum and course page entries show the lectures' lengths. */
  catalogCache: TtlCache;
  /** A folder on this instance's disk for the source and the outputs while they are made. */
  workDir: string;
  leaseMs: number;
  /** Stops ffmpeg (the instance is shutting down). */
  signal?: AbortSignal;
  now?: () => Date;
};

const stemOf = (fileName: string) => fileName.slice(0, fileName.lastIndexOf('.'));

/**
 * The job's work folder for this try (`job-<id>-try-<n>`), made empty, after removing the folders
 * its earlier tries left on this disk: a try killed with its process (`kill -9`) never ran its
 * own clean-up, and the job is only taken again once that try's lease has passed.
 */
const freshWorkFolder = async (workDir: string, job: ClaimedTranscode) => {
  await mkdir(workDir, { recursive: true });
  const ofThisJob = `job-${String(job.id)}-`;
  for (const entry of await readdir(workDir)) {
    if (entry.startsWith(ofThisJob)) await rm(path.join(workDir, entry), { recursive: true, force: true });
  }
  const dir = path.join(workDir, `${ofThisJob}try-${String(job.attempts)}`);
  await mkdir(dir);
  return dir;
};

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
  const dir = await freshWorkFolder(context.workDir, job);
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
      // An earlier try may have been killed while storing this very name.
      if (job.attempts > 1) await context.storage.discardUnfinished(file.name);
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
    if (isOurs) await videoLengthPort.call(context.db, context.catalogCache, job.fileName, durationSeconds);
    return isOurs;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
};
