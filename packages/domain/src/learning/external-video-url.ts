/** The sites a video lecture may play from instead of an uploaded file (spec 1's upload_video_type). */
export const EXTERNAL_VIDEO_SITES = ['youtube', 'vimeo'] as const;
export type ExternalVideoSite = (typeof EXTERNAL_VIDEO_SITES)[number];

// The same addresses the web's player turns into an embedded player (apps/web/src/lib/video-source.ts).
const PATTERNS: Record<ExternalVideoSite, RegExp> = {
  youtube:
    /^https:\/\/(?:www\.|m\.)?(?:youtube(?:-nocookie)?\.com\/(?:watch\?v=|embed\/|shorts\/)|youtu\.be\/)[\w-]{6,}(?:[?&#][^\s]*)?$/i,
  vimeo: /^https:\/\/(?:www\.)?(?:player\.)?vimeo\.com\/(?:video\/)?\d+(?:[?#/][^\s]*)?$/i,
};

/** Whether `url` is a video page or player address of `site` (https only, no spaces). */
export const isExternalVideoUrl = (site: ExternalVideoSite, url: string): boolean => PATTERNS[site].test(url);
