import { useMutation } from '@tanstack/react-query';
import { ApiError } from '@shop/contract/http/api-client';
import { apiErrorBodySchema } from '@shop/contract/http/api-error';
import { HOMEWORK_FILE_FIELD, homeworkFileRoute } from '@shop/contract/learning/homework';

/**
 * Uploads one homework file (multipart field `file`) and answers the private name the server gave
 * it. The typed client sends JSON bodies only for this route, so the multipart call is made here.
 */
export const uploadHomeworkFile = async (file: File): Promise<string> => {
  const form = new FormData();
  form.append(HOMEWORK_FILE_FIELD, file);
  const response = await fetch(homeworkFileRoute.path, {
    method: homeworkFileRoute.method,
    body: form,
    credentials: 'same-origin',
  });
  const json: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const parsed = apiErrorBodySchema.safeParse(json);
    throw new ApiError(response.status, parsed.success ? parsed.data : null, homeworkFileRoute.path);
  }
  const [name] = homeworkFileRoute.response.parse(json).fileName;
  if (!name) throw new ApiError(500, null, homeworkFileRoute.path);
  return name;
};

/** The upload as a mutation, so a 401 opens the session modals like every private call. */
export const useUploadHomeworkFile = () => useMutation({ mutationFn: uploadHomeworkFile });
