import { HOMEWORK_FILE_ACCEPT, HOMEWORK_FILE_MAX_BYTES } from '@shop/domain/learning/homework-files';
import { ALLOWED_EXTENSIONS } from '@shop/domain/validation/upload-rules';

const EXTENSIONS = [...ALLOWED_EXTENSIONS.image, 'pdf'];
const MIME_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'application/pdf'];

/** The homework file picker's `accept`: the shop's image kinds and PDF. */
export const HOMEWORK_ACCEPT = HOMEWORK_FILE_ACCEPT;

/** The largest homework file the picker lets through (the server has the last word). */
export const HOMEWORK_MAX_BYTES = HOMEWORK_FILE_MAX_BYTES;

/**
 * Whether a picked file may be sent as homework: one image or PDF by name and, when the browser
 * knows it, by type; not larger than the limit. The server sniffs the content again.
 */
export const isHomeworkFile = (file: { name: string; type: string; size: number }): boolean => {
  const extension = file.name.includes('.') ? (file.name.split('.').pop() ?? '').toLowerCase() : '';
  return (
    EXTENSIONS.includes(extension) &&
    (file.type === '' || MIME_TYPES.includes(file.type.toLowerCase())) &&
    file.size > 0 &&
    file.size <= HOMEWORK_MAX_BYTES
  );
};
