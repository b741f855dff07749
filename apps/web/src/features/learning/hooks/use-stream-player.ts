import type HlsType from 'hls.js';
import { useEffect, useRef, useState } from 'react';
import type { VideoStream } from '@shop/contract/learning/video-stream';
import { tokenOf, withToken } from '../lib/stream-token';

/** A rung the learner may pick: hls.js's index for it and its height. */
export type StreamLevel = { index: number; height: number };

type Source = { kind: 'file' | 'hls'; src: string };

/** What plays: the audio in "save data", the HLS ladder once ready, else the original file. */
const sourceOf = (
  stream: VideoStream | null,
  fallback: string,
  isSaveData: boolean,
  isReady: boolean,
): Source => {
  if (stream && isSaveData && stream.audio) return { kind: 'file', src: stream.audio };
  if (isReady && stream?.hls) return { kind: 'hls', src: stream.hls };
  return { kind: 'file', src: stream?.original ?? fallback };
};

// hls.js keeps a modest buffer: a lesson is watched in order, and a phone's data costs money.
const HLS_CONFIG = { maxBufferLength: 30, maxMaxBufferLength: 60, capLevelToPlayerSize: true };

/** A poster that has not arrived by then no longer holds the player back. */
const POSTER_WAIT_MS = 3_000;

/**
 * Resolves once the lecture's poster has arrived and the page has painted it (or it failed, or
 * took too long). hls.js (144 KB) and the stream's first segments are asked for after it: asked
 * for together, they shared a phone's slow line with the poster, the picture a student opening a
 * lecture waits to see.
 */
const afterPosterShown = (poster: string | null | undefined) =>
  new Promise<void>((resolve) => {
    if (!poster) {
      resolve();
      return;
    }
    const shown = () => requestAnimationFrame(() => setTimeout(resolve, 0));
    const picture = new Image();
    picture.onload = shown;
    picture.onerror = shown;
    picture.src = poster;
    setTimeout(resolve, POSTER_WAIT_MS);
  });

/**
 * Plays a lecture video in its `<video>`: the HLS ladder through hls.js (loaded only here, on the
 * player page) or, without Media Source Extensions, the browser's own HLS (every iPhone), starting at the rung the link
 * suits and moving between them; the audio-only file in "save data"; the original until the video
 * is ready. A change of source keeps the position and the playing state. Fresh addresses (a new
 * token every few minutes) are swapped into every request, so a long lesson never stops.
 */
export const useStreamPlayer = (
  video: HTMLVideoElement | null,
  stream: VideoStream | null,
  options: { fallbackSrc: string; isSaveData: boolean; isStreamKnown: boolean },
) => {
  const [levels, setLevels] = useState<StreamLevel[]>([]);
  const [level, setLevel] = useState(-1);
  const hls = useRef<HlsType | null>(null);
  const latest = useRef<{ token: string | null; hls: string | null }>({ token: null, hls: null });
  // Whether the stream is ready is settled when the lecture opens: a video whose processing ends
  // while it plays keeps playing its original until it is opened again, since switching would
  // reload it under the learner (and interrupt a play they had just started).
  const [settled, setSettled] = useState<{ lecture: string; isReady: boolean } | null>(null);
  const isReadyNow = stream?.status === 'ready';
  if (options.isStreamKnown && settled?.lecture !== options.fallbackSrc)
    setSettled({ lecture: options.fallbackSrc, isReady: isReadyNow });
  const isReady = settled?.lecture === options.fallbackSrc ? settled.isReady : isReadyNow;
  const source = sourceOf(stream, options.fallbackSrc, options.isSaveData, isReady);
  // Re-attached only when what plays changes, not when its token is renewed.
  // Nothing is loaded until the shop has said how the video plays: loading the original first and
  // then the stream would open the lecture twice, and the resume position with the first only.
  const sourceKey = options.isStreamKnown ? `${source.kind}:${withToken(source.src, 'renewed')}` : null;

  useEffect(() => {
    latest.current = { token: tokenOf(stream?.hls ?? ''), hls: stream?.hls ?? null };
  }, [stream]);

  useEffect(() => {
    if (!video || sourceKey === null) return;
    const resumeAt = video.currentTime;
    const wasPlaying = !video.paused;
    const restore = () => {
      if (resumeAt > 0) video.currentTime = resumeAt;
      if (wasPlaying) void video.play().catch(() => undefined);
    };
    video.addEventListener('loadedmetadata', restore, { once: true });
    let isCancelled = false;
    // Safari's own player cannot be told the new token: when a segment is refused, it restarts
    // from the fresh address where it was.
    const onNativeError = () => {
      const fresh = latest.current.hls;
      if (!fresh) return;
      const at = video.currentTime;
      video.src = fresh;
      video.addEventListener('loadedmetadata', () => (video.currentTime = at), { once: true });
    };
    if (source.kind === 'file') {
      video.src = source.src;
    } else if (
      typeof window.MediaSource === 'undefined' &&
      video.canPlayType('application/vnd.apple.mpegurl')
    ) {
      // An iPhone: no Media Source Extensions, its own HLS player. Browsers that have both (recent
      // Chromium, desktop Safari) use hls.js, which lets the learner pick a quality.
      video.src = source.src;
      video.addEventListener('error', onNativeError);
    } else {
      void afterPosterShown(stream?.poster)
        .then(() => import('hls.js'))
        .then(({ default: Hls }) => {
          if (isCancelled) return;
          if (!Hls.isSupported()) {
            video.src = stream?.progressive ?? options.fallbackSrc;
            return;
          }
          const player = new Hls({
            ...HLS_CONFIG,
            xhrSetup: (xhr, url) => {
              xhr.open('GET', withToken(url, latest.current.token), true);
            },
          });
          player.on(Hls.Events.MANIFEST_PARSED, (_event, data) => {
            setLevels(data.levels.map((rung, index) => ({ index, height: rung.height })));
          });
          player.loadSource(source.src);
          player.attachMedia(video);
          hls.current = player;
        });
    }
    return () => {
      isCancelled = true;
      video.removeEventListener('loadedmetadata', restore);
      video.removeEventListener('error', onNativeError);
      hls.current?.destroy();
      hls.current = null;
      setLevels([]);
      setLevel(-1);
    };
    // The source's key stands for the source: a renewed token must not restart the video.
  }, [video, sourceKey]);

  return {
    /** The rungs to pick from (none with Safari's own player, which picks itself). */
    levels,
    /** The picked rung's index, or -1 for automatic. */
    level,
    pickLevel: (index: number) => {
      setLevel(index);
      if (hls.current) hls.current.currentLevel = index;
    },
    hasAudioOnly: Boolean(stream?.audio),
    poster: stream?.poster ?? undefined,
  };
};
