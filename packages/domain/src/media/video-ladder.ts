/** One quality of the adaptive (HLS) ladder: its short side in pixels and its target bitrates. */
export type VideoRung = { height: number; videoKbps: number; audioKbps: number };

/**
 * The shop's ladder: 360p for a weak phone link, 540p, 720p. Nothing above 720p: a lesson is
 * slides and a face, and every rung costs transcoding time and storage.
 */
const LOWEST_RUNG: VideoRung = { height: 360, videoKbps: 800, audioKbps: 96 };

export const VIDEO_LADDER: readonly VideoRung[] = [
  LOWEST_RUNG,
  { height: 540, videoKbps: 1_400, audioKbps: 128 },
  { height: 720, videoKbps: 2_800, audioKbps: 128 },
];

/** The picture as the viewer sees it: a phone's portrait video is stored landscape and turned. */
export type VideoFrame = { width: number; height: number; rotation: number };

/** Width and height once the rotation a phone recorded is applied. */
export const displayedSize = (frame: VideoFrame): { width: number; height: number } => {
  const isQuarterTurn = Math.abs(frame.rotation) % 180 === 90;
  return isQuarterTurn
    ? { width: frame.height, height: frame.width }
    : { width: frame.width, height: frame.height };
};

/**
 * The rungs worth making for a source: those at or below its short side (upscaling only costs
 * bytes). A source smaller than the lowest rung still gets one rung at its own size, rounded down
 * to even pixels as H.264 needs, so every accepted upload plays.
 */
export const ladderFor = (frame: VideoFrame): [VideoRung, ...VideoRung[]] => {
  const { width, height } = displayedSize(frame);
  const shortSide = Math.min(width, height);
  const fitting = VIDEO_LADDER.filter((rung) => rung.height <= shortSide);
  const [first, ...rest] = fitting;
  if (first) return [first, ...rest];
  return [{ ...LOWEST_RUNG, height: Math.max(2, shortSide - (shortSide % 2)) }];
};

/**
 * The output size of a rung for a source: the short side becomes the rung's height and the long
 * side keeps the proportions, rounded to even pixels.
 */
export const rungSize = (frame: VideoFrame, rung: VideoRung): { width: number; height: number } => {
  const shown = displayedSize(frame);
  const isPortrait = shown.height > shown.width;
  const shortSide = Math.min(shown.width, shown.height);
  const longSide = Math.max(shown.width, shown.height);
  const scaledLong = Math.round((longSide * rung.height) / shortSide / 2) * 2;
  return isPortrait ? { width: rung.height, height: scaledLong } : { width: scaledLong, height: rung.height };
};

/** How far a transcode is, in whole percent (0–99 while it runs: 100 is said only when it is ready). */
export const transcodePercent = (doneSeconds: number, totalSeconds: number): number => {
  if (totalSeconds <= 0) return 0;
  return Math.min(99, Math.max(0, Math.floor((doneSeconds / totalSeconds) * 100)));
};
