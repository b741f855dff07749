import type { LectureWire } from '@shop/contract/catalog/curriculum';
import { mediaUrl } from '../../../lib/media-url';
import { videoSource, type VideoSource } from '../../../lib/video-source';

/** Where the player plays a video lecture: a file for `<video>`, a YouTube or Vimeo frame, or nothing. */
export const lectureVideo = (lecture: LectureWire): VideoSource | null => {
  const url = mediaUrl(lecture.video_url);
  return url ? videoSource(url, { autoplay: false }) : null;
};

const safeDecode = (text: string) => {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
};

/**
 * A file lecture's download: its private address (`/media/lectures/{id}`, served only to whoever
 * may open it) unless the playlist already gives an address; the name shown is the stored file's
 * when it looks like one.
 */
export const lectureDownload = (lecture: LectureWire): { href: string; name: string | null } | null => {
  const file = lecture.content_file;
  if (!file) return null;
  const isAddress = file.startsWith('/') || /^https?:\/\//i.test(file);
  const last = safeDecode(file.split(/[?#]/)[0]?.split('/').filter(Boolean).pop() ?? '');
  return {
    href: isAddress ? file : `/media/lectures/${String(lecture.lectures_id)}`,
    name: last.includes('.') ? last : null,
  };
};
