import { ErrorCode } from '../errors/error-codes';
import { fail, ok, type Result } from '../result';

/**
 * The media kinds the upload control takes: spec 2's image and video, and a document (PDF) for a
 * lecture's file, which a course shop hands out as worksheets and slides.
 */
export type UploadKind = 'image' | 'video' | 'document';

/** Bytes per gigabyte as the storage check counts them (spec 2 section 5). */
export const BYTES_PER_GB = 1_073_741_824;

/** File name extensions the control accepts; `mov` is the specification's "quicktime". */
export const ALLOWED_EXTENSIONS: Readonly<Record<UploadKind, readonly string[]>> = {
  image: ['jpg', 'jpeg', 'png', 'gif'],
  video: ['m4v', 'mp4', 'avi', 'mpg', 'mpeg', 'mov'],
  document: ['pdf'],
};

// Browsers name AVI in several ways; an empty type (unknown to the browser) is left to the server.
const BROWSER_MIME_TYPES: Readonly<Record<UploadKind, readonly string[]>> = {
  image: ['image/jpeg', 'image/png', 'image/gif'],
  video: [
    'video/mp4',
    'video/x-m4v',
    'video/avi',
    'video/msvideo',
    'video/x-msvideo',
    'video/mpeg',
    'video/quicktime',
  ],
  document: ['application/pdf'],
};

/**
 * MIME types the server accepts as detected from the content (file-type names AVI `video/vnd.avi`
 * and an MPEG program stream `video/MP1S` or `video/MP2P`, for MPEG-1 and MPEG-2 files).
 */
export const SNIFFED_MIME_TYPES: Readonly<Record<UploadKind, readonly string[]>> = {
  image: ['image/jpeg', 'image/png', 'image/gif'],
  video: [
    'video/mp4',
    'video/x-m4v',
    'video/x-msvideo',
    'video/vnd.avi',
    'video/mpeg',
    'video/MP1S',
    'video/MP2P',
    'video/quicktime',
  ],
  document: ['application/pdf'],
};

/** The largest file of each kind: 10 MB for an image, 2 GB for a video, 100 MB for a PDF. */
export const MAX_UPLOAD_BYTES: Readonly<Record<UploadKind, number>> = {
  image: 10 * 1024 * 1024,
  video: 2 * BYTES_PER_GB,
  document: 100 * 1024 * 1024,
};

/** The file picker's `accept` attribute, so it offers only the chosen kind. */
export const UPLOAD_ACCEPT: Readonly<Record<UploadKind, string>> = {
  image: [...ALLOWED_EXTENSIONS.image.map((ext) => `.${ext}`), ...BROWSER_MIME_TYPES.image].join(','),
  video: [...ALLOWED_EXTENSIONS.video.map((ext) => `.${ext}`), ...BROWSER_MIME_TYPES.video].join(','),
  document: [...ALLOWED_EXTENSIONS.document.map((ext) => `.${ext}`), ...BROWSER_MIME_TYPES.document].join(
    ',',
  ),
};

/** A file the user picked, as the browser describes it. */
export type SelectedFile = { name: string; size: number; type: string };

/** One selection in the upload control. */
export type UploadSelection = {
  kind: UploadKind;
  file: SelectedFile;
  /** Free storage in GB from GET /api/storage/details; null when that call failed (then the server decides). */
  freeGb: number | null;
  isNotCheckStorage: boolean;
};

/** Refusals of the upload control. */
export type UploadRefusal =
  typeof ErrorCode.OUT_OF_STORAGE | typeof ErrorCode.FILE_TYPE_NOT_ALLOWED | typeof ErrorCode.FILE_TOO_LARGE;

const extensionOf = (name: string): string => {
  const dot = name.lastIndexOf('.');
  return dot === -1 ? '' : name.slice(dot + 1).toLowerCase();
};

const isAllowedType = (kind: UploadKind, file: SelectedFile): boolean =>
  ALLOWED_EXTENSIONS[kind].includes(extensionOf(file.name)) &&
  (file.type === '' || BROWSER_MIME_TYPES[kind].includes(file.type.toLowerCase()));

/** Whether content detected as `mime` may be stored as `kind` (the server's check after sniffing). */
export const isAllowedSniffedType = (kind: UploadKind, mime: string | undefined): boolean =>
  mime !== undefined && SNIFFED_MIME_TYPES[kind].includes(mime);

/** The upload control's checks in the specification's order: storage, then type; then our size limit. */
export const checkUploadSelection = (selection: UploadSelection): Result<void, UploadRefusal> => {
  const { kind, file, freeGb } = selection;
  const sizeGb = file.size / BYTES_PER_GB;
  if (!selection.isNotCheckStorage && freeGb !== null && !(freeGb > sizeGb))
    return fail(ErrorCode.OUT_OF_STORAGE);
  if (!isAllowedType(kind, file)) return fail(ErrorCode.FILE_TYPE_NOT_ALLOWED);
  if (file.size > MAX_UPLOAD_BYTES[kind]) {
    return fail(ErrorCode.FILE_TOO_LARGE, { maxBytes: MAX_UPLOAD_BYTES[kind] });
  }
  return ok(undefined);
};
