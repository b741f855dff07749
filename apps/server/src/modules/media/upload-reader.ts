import { mkdir } from 'node:fs/promises';
import type { FastifyRequest } from 'fastify';
import type { MultipartFields } from '@fastify/multipart';
import { UPLOAD_FILE_FIELD } from '@shop/contract/media/upload';
import { ErrorCode } from '@shop/domain/errors/error-codes';
import { hasControlCharacters } from '@shop/domain/validation/control-characters';
import { AppError } from '../../lib/app-error';

/** An upload saved to a temporary file, which the multipart plugin removes when the answer is sent. */
export type ReceivedUpload = { path: string; originalName: string; index: string | null };

const fieldText = (fields: MultipartFields, name: string): string | null => {
  const field = fields[name];
  const value = Array.isArray(field) ? field[0] : field;
  return value?.type === 'field' && typeof value.value === 'string' ? value.value.slice(0, 50) : null;
};

const isFileTooLarge = (error: unknown) => (error as { code?: unknown }).code === 'FST_REQ_FILE_TOO_LARGE';

/**
 * The multipart parser's own complaints (a truncated body, no boundary, a broken part) are plain
 * errors; the plugin's limits carry a status, and disk errors a system call. Only the first are
 * the client's malformed request.
 */
const isMalformedForm = (error: unknown) =>
  error instanceof Error && !('statusCode' in error) && !('syscall' in error) && !(error instanceof AppError);

const malformedForm = (cause: unknown) =>
  new AppError(ErrorCode.INPUT_ERROR, {
    message: 'The upload is not a complete multipart form',
    params: [{ param: 'body', message: 'must be a complete multipart/form-data body' }],
    cause,
  });

/** A file name or field with a control character (NUL cannot even be stored) is refused, naming the field. */
const refuseControlCharacters = (param: string, text: string | null) => {
  if (text !== null && hasControlCharacters(text, { allowLineBreaks: false })) {
    throw new AppError(ErrorCode.INPUT_ERROR, {
      message: 'The upload has a control character in a name',
      params: [{ param, message: 'must not contain control characters' }],
    });
  }
};

/**
 * Reads one file (field `imageinput` unless told otherwise) of a multipart request to disk, stopping at `maxBytes` so a large
 * upload never sits in memory or fills the disk.
 */
export const receiveUpload = async (
  request: FastifyRequest,
  options: { maxBytes: number; tmpdir: string; field?: string },
): Promise<ReceivedUpload> => {
  const field = options.field ?? UPLOAD_FILE_FIELD;
  await mkdir(options.tmpdir, { recursive: true });
  let saved;
  try {
    saved = await request.saveRequestFiles({
      tmpdir: options.tmpdir,
      limits: { fileSize: options.maxBytes, files: 1, fields: 10 },
    });
  } catch (error) {
    if (isFileTooLarge(error)) {
      throw new AppError(ErrorCode.FILE_TOO_LARGE, {
        message: 'The file is too large',
        result: { maxBytes: options.maxBytes },
      });
    }
    if (isMalformedForm(error)) throw malformedForm(error);
    throw error;
  }
  const file = saved.files.find((item) => item.fieldname === field);
  if (!file) {
    throw new AppError(ErrorCode.INPUT_ERROR, {
      message: 'No file was sent',
      params: [{ param: field, message: 'Required' }],
    });
  }
  const index = fieldText(saved.values as MultipartFields, 'index');
  refuseControlCharacters(field, file.filename);
  refuseControlCharacters('index', index);
  return { path: file.filepath, originalName: file.filename.slice(0, 255), index };
};
