import { z } from 'zod';
import type { VideoProbe } from '../../../db/tables';
import { runTool, type VideoTools } from './video-tools';

// Only the fields the shop reads; ffprobe writes numbers in `format` as strings.
const streamSchema = z.object({
  codec_type: z.string().optional(),
  codec_name: z.string().optional(),
  width: z.number().optional(),
  height: z.number().optional(),
  tags: z.record(z.string(), z.string()).optional(),
  side_data_list: z.array(z.looseObject({ rotation: z.number().optional() })).optional(),
});
const probeSchema = z.object({
  streams: z.array(streamSchema),
  format: z.object({ duration: z.string().optional(), size: z.string().optional() }),
});

/**
 * A phone's rotation, in clockwise degrees. Newer files carry it as a display matrix whose
 * rotation ffprobe states counter-clockwise (-90 for a phone held upright), older ones as a
 * `rotate` tag in clockwise degrees.
 */
const rotationOf = (stream: z.infer<typeof streamSchema>): number => {
  const matrix = stream.side_data_list?.find((data) => typeof data.rotation === 'number')?.rotation;
  const degrees = matrix !== undefined ? -matrix : Number(stream.tags?.rotate ?? 0);
  return (((Math.round(degrees / 90) * 90) % 360) + 360) % 360;
};

/** What ffprobe says of a file's container and streams (the fields the shop reads). */
export const readStreams = async (tools: VideoTools, filePath: string) =>
  probeSchema.parse(
    JSON.parse(
      await runTool(tools.ffprobe, [
        '-v',
        'error',
        '-print_format',
        'json',
        '-show_format',
        '-show_streams',
        filePath,
      ]),
    ),
  );

/** Reads a video's length, size, codecs and rotation; rejects a file without a picture. */
export const probeVideo = async (tools: VideoTools, filePath: string): Promise<VideoProbe> => {
  const probe = await readStreams(tools, filePath);
  const video = probe.streams.find((stream) => stream.codec_type === 'video');
  const audio = probe.streams.find((stream) => stream.codec_type === 'audio');
  if (!video?.width || !video.height) throw new Error('The file has no picture ffmpeg can read');
  const duration = Number(probe.format.duration ?? 0);
  return {
    durationSeconds: Number.isFinite(duration) ? duration : 0,
    width: video.width,
    height: video.height,
    rotation: rotationOf(video),
    videoCodec: video.codec_name ?? null,
    audioCodec: audio?.codec_name ?? null,
    sizeBytes: Number(probe.format.size ?? 0),
  };
};
