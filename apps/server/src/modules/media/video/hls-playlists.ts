import { rungSize, type VideoRung } from '@shop/domain/media/video-ladder';
import type { VideoProbe } from '../../../db/tables';

// H.264 Main profile level 3.1 and AAC-LC: what every phone since 2012 plays.
const VIDEO_CODEC = 'avc1.4d401f';
const AUDIO_CODEC = 'mp4a.40.2';

/**
 * The master playlist naming each rung's playlist with its bandwidth and size, lowest first, so a
 * player that does not measure the link starts at the lightest rung.
 */
export const hlsMasterPlaylist = (probe: VideoProbe, rungs: VideoRung[], stem: string): string => {
  const codecs = probe.audioCodec ? `${VIDEO_CODEC},${AUDIO_CODEC}` : VIDEO_CODEC;
  const lines = ['#EXTM3U', '#EXT-X-VERSION:6', '#EXT-X-INDEPENDENT-SEGMENTS'];
  for (const rung of rungs) {
    const size = rungSize(probe, rung);
    const bandwidth = (rung.videoKbps + (probe.audioCodec ? rung.audioKbps : 0)) * 1100;
    lines.push(
      `#EXT-X-STREAM-INF:BANDWIDTH=${String(bandwidth)},RESOLUTION=${String(size.width)}x${String(size.height)},CODECS="${codecs}"`,
      `${stem}-${String(rung.height)}p.m3u8`,
    );
  }
  return `${lines.join('\n')}\n`;
};

/**
 * A stored playlist with every address line (a rung's playlist, a segment) replaced by the one
 * `addressOf` gives, so each carries the viewer's token or is a bucket's signed address. Tags stay.
 */
export const rewritePlaylist = async (
  playlist: string,
  addressOf: (name: string) => Promise<string>,
): Promise<string> => {
  const lines = playlist.split('\n');
  const rewritten = await Promise.all(
    lines.map((line) =>
      line === '' || line.startsWith('#') ? Promise.resolve(line) : addressOf(line.trim()),
    ),
  );
  return rewritten.join('\n');
};

const TYPES: Record<string, string> = {
  m3u8: 'application/vnd.apple.mpegurl',
  ts: 'video/mp2t',
  mp4: 'video/mp4',
  m4a: 'audio/mp4',
  jpg: 'image/jpeg',
};

/** The type a transcode output is served with, from its extension. */
export const videoOutputType = (name: string): string =>
  TYPES[name.slice(name.lastIndexOf('.') + 1)] ?? 'application/octet-stream';
