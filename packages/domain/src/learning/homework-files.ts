/** A homework hand-in may be a photo of the work or a PDF, up to 20 MB. */
export const HOMEWORK_FILE_MAX_BYTES = 20 * 1024 * 1024;

/** The file picker's `accept` for homework. */
export const HOMEWORK_FILE_ACCEPT =
  '.jpg,.jpeg,.png,.gif,.pdf,image/jpeg,image/png,image/gif,application/pdf';

/** A PDF, sniffed from its content, is the one document kind homework takes besides images. */
export const isHomeworkDocument = (sniffedMime: string | undefined): boolean =>
  sniffedMime === 'application/pdf';
