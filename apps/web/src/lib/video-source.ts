/** How a video address is played: a file in a video element, or a hosted player in a frame. */
export type VideoSource = { kind: 'file'; src: string } | { kind: 'embed'; src: string };

const YOUTUBE =
  /^https?:\/\/(?:www\.|m\.)?(?:youtube\.com\/(?:watch\?v=|embed\/|shorts\/)|youtu\.be\/)([\w-]{6,})/i;
const VIMEO = /^https?:\/\/(?:www\.)?(?:player\.)?vimeo\.com\/(?:video\/)?(\d+)/i;

/**
 * A YouTube or Vimeo address becomes its embedded player (YouTube without cookies); anything else
 * is a file for a video element. A preview starts at once; a lesson waits for the learner's click.
 */
export const videoSource = (url: string, { autoplay = true }: { autoplay?: boolean } = {}): VideoSource => {
  const query = autoplay ? '?autoplay=1' : '';
  const youtube = YOUTUBE.exec(url)?.[1];
  if (youtube) return { kind: 'embed', src: `https://www.youtube-nocookie.com/embed/${youtube}${query}` };
  const vimeo = VIMEO.exec(url)?.[1];
  if (vimeo) return { kind: 'embed', src: `https://player.vimeo.com/video/${vimeo}${query}` };
  return { kind: 'file', src: url };
};
