import type { FormInstance } from 'antd';
import type { RegistrationBody } from '@shop/contract/accounts/registration';
import { ApiError } from '@shop/contract/http/api-client';
import { ErrorCode } from '@shop/domain/errors/error-codes';
import type { FieldIssue } from '@shop/domain/validation/field-schemas';
import { messages } from '@shop/domain/validation/messages';
import { registrationSchema } from '@shop/domain/validation/registration';
import { useNotify } from '../../../hooks/use-notify';
import { currentLocale, errorMessage, shopMessage } from '../../../lib/texts';
import { useRegisterStudent } from '../api/register-student';
import { uploadImage } from '../api/upload-image';
import { fieldError } from '../lib/field-error';
import { SECTION_MESSAGE, sectionsOf } from '../lib/issue-sections';
import { registrationPayloadOf, type RegistrationMode } from '../lib/registration-payload';
import { fileKey, pickedFiles, type RegistrationValues } from '../lib/registration-values';
import type { RegistrationSetup } from './use-registration-setup';

// Server codes that name one field of the form.
const FIELD_OF_CODE: Partial<Record<string, string>> = {
  [ErrorCode.DUPLICATE_USERNAME]: 'username',
  [ErrorCode.INVALID_FORMAT_USERNAME]: 'username',
  [ErrorCode.DUPLICATE_EMAIL]: 'email',
  [ErrorCode.INVALID_FORMAT_EMAIL]: 'email',
  [ErrorCode.INVALID_FORMAT_PASSWORD]: 'password',
};

/**
 * The steps of registering, each usable alone by the layout-four flow: validate with the domain's
 * schema (same messages as the server), upload the picked images, post the student. Each step
 * shows its own failure: field errors and the invalid-data toast split into main, login and tax
 * data; 'image upload failed'; every server code with its own text.
 */
export const useRegistrationSteps = (form: FormInstance<RegistrationValues>, setup: RegistrationSetup) => {
  const { notification, notifyKind } = useNotify();
  const register = useRegisterStudent();

  const showIssues = (issues: readonly FieldIssue[]) => {
    form.setFields(issues.map((issue) => fieldError<RegistrationValues>(issue.path, issue.message)));
    notifyKind(
      'invalidData',
      sectionsOf(issues)
        .map((section) => shopMessage(SECTION_MESSAGE[section]))
        .join('\n'),
    );
  };

  /** The payload (files named by their own names) when every rule passes; otherwise null, with the issues shown. */
  const validate = (values: RegistrationValues, mode: RegistrationMode): RegistrationBody | null => {
    const options = setup.optionsFor(mode.member);
    if (!options) return null;
    const payload = registrationPayloadOf(values, mode);
    const parsed = registrationSchema(options, messages[currentLocale()]).safeParse(payload);
    if (parsed.success) return payload;
    showIssues(parsed.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message })));
    return null;
  };

  /** Uploads every picked image; answers the payload naming the stored files, or null after 'image upload failed'. */
  const upload = async (
    values: RegistrationValues,
    mode: RegistrationMode,
  ): Promise<RegistrationBody | null> => {
    try {
      const names: Record<string, string> = {};
      for (const [index, picked] of pickedFiles(values).entries())
        names[fileKey(picked.name)] = await uploadImage(picked.file, String(index));
      return registrationPayloadOf(values, mode, names);
    } catch (error) {
      const code = error instanceof ApiError ? error.code : null;
      notification.error({
        title: shopMessage('imageUploadFailed'),
        description: code && code !== 'UNKNOWN' ? errorMessage(code) : undefined,
        duration: 5,
      });
      return null;
    }
  };

  const showServerError = (error: unknown) => {
    if (!(error instanceof ApiError)) {
      notification.error({ title: shopMessage('badResponse'), duration: 5 });
      return;
    }
    const params = error.body?.error.params ?? [];
    // A password rule's text is the generic password message, never the server's wording.
    const lines = params.map(({ param, message }) =>
      param === 'password' ? errorMessage(ErrorCode.INVALID_FORMAT_PASSWORD) : `${param} : ${message}`,
    );
    form.setFields(params.map(({ param, message }) => fieldError<RegistrationValues>(param, message)));
    const field = FIELD_OF_CODE[error.code];
    if (field) form.setFields([fieldError<RegistrationValues>(field, errorMessage(error.code))]);
    notification.error({
      title: errorMessage(error.code),
      description: lines.length > 0 ? lines.join('\n') : undefined,
      duration: 5,
    });
  };

  /** Posts the student, which signs them in; null after showing the refusal. */
  const post = async (payload: RegistrationBody) => {
    try {
      return await register.mutateAsync(payload);
    } catch (error) {
      showServerError(error);
      return null;
    }
  };

  return { validate, upload, post, posting: register.isPending };
};
