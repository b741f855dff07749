/** How a video address is played: a file in a video element, or a hosted player in a frame. */
export type VideoSource = { kind: 'file'; src: string } | { kind: 'embed'; src: string };

const YOUTUBE =
  /^https?:\/\/(?:www\.)?(?:youtube\.com\/watch\?v=|youtu\.be\/|youtube\.com\/embed\/)([\w-]{6,})/i;
const VIMEO = /^https?:\/\/(?:www\.)?vimeo\.com\/(\d+)/i;

export const videoSource = (url: string): VideoSource => {
  const youtube = YOUTUBE.exec(url)?.[1];
  if (youtube) return { kind: 'embed', src: `https://www.youtube-nocookie.com/embed/${youtube}?autoplay=1` };
  const vimeo = VIMEO.exec(url)?.[1];
  if (vimeo) return { kind: 'embed', src: `https://player.vimeo.com/video/${vimeo}?autoplay=1` };
  return { kind: 'file', src: url };
};
