import type { FormInstance } from 'antd';
import { useRef, useState } from 'react';
import type { RegistrationBody } from '@shop/contract/accounts/registration';
import { ApiError } from '@shop/contract/http/api-client';
import { ErrorCode } from '@shop/domain/errors/error-codes';
import { NOTIFICATION_KINDS } from '@shop/domain/errors/notification-kinds';
import type { FieldIssue } from '@shop/domain/validation/field-schemas';
import { messages } from '@shop/domain/validation/messages';
import { isPasswordRefusal } from '@shop/domain/validation/password-rule';
import { registrationSchema } from '@shop/domain/validation/registration';
import type { FormRefusalText } from '../components/form-refusal';
import { currentLocale, errorMessage, shopMessage } from '../lib/texts';
import { useRegisterStudent } from '../features/registration/api/register-student';
import { uploadImage } from '../features/registration/api/upload-image';
import { changedPaths } from '../lib/registration/changed-paths';
import { fieldError } from '../lib/field-error';
import { SECTION_MESSAGE, sectionsOf } from '../lib/registration/issue-sections';
import { registrationPayloadOf, type RegistrationMode } from '../lib/registration/registration-payload';
import { fileKey, pickedFiles, type RegistrationValues } from '../lib/registration/registration-values';
import { useFieldIssues } from './use-field-issues';
import type { RegistrationSetup } from './use-registration-setup';

// Server codes that name one field of the form.
const FIELD_OF_CODE: Partial<Record<string, string>> = {
  [ErrorCode.DUPLICATE_USERNAME]: 'username',
  [ErrorCode.INVALID_FORMAT_USERNAME]: 'username',
  [ErrorCode.DUPLICATE_EMAIL]: 'email',
  [ErrorCode.INVALID_FORMAT_EMAIL]: 'email',
};

// The password rule's codes name the password, whose list of common ones only the server holds.
const fieldOfCode = (code: string) => (isPasswordRefusal(code) ? 'password' : FIELD_OF_CODE[code]);

/** A refusal of the form's own rules, which follows the fields as they are fixed. */
type Refusal = FormRefusalText & { fromRules: boolean };

/** The invalid-data notice of spec 1 section 8: which parts of the form hold the issues. */
const rulesRefusal = (issues: readonly FieldIssue[]): Refusal | null =>
  issues.length === 0
    ? null
    : {
        title: NOTIFICATION_KINDS.invalidData.title[currentLocale()],
        lines: sectionsOf(issues).map((section) => shopMessage(SECTION_MESSAGE[section])),
        fromRules: true,
      };

/**
 * The steps of registering, each usable alone by the layout-four flow: validate with the domain's
 * schema (same messages as the server), upload the picked images, post the student. Each step
 * shows its own failure inside the form, above its button (`refusal`): the invalid-data notice
 * split into main, login and tax data; 'image upload failed'; every server code with its own
 * text, and a field's own code under that field. After a first submit, `recheck` follows edits.
 */
export const useRegistrationSteps = (form: FormInstance<RegistrationValues>, setup: RegistrationSetup) => {
  const register = useRegisterStudent();
  const issues = useFieldIssues(form);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  // The server's code of the last refusal, for a caller that offers a way on (a known e-mail).
  const [refusedCode, setRefusedCode] = useState<string | null>(null);
  // The mode of the last submit; until one, edits check nothing.
  const submitted = useRef<RegistrationMode | null>(null);

  const issuesOf = (values: RegistrationValues, mode: RegistrationMode): FieldIssue[] | null => {
    const options = setup.optionsFor(mode.member);
    if (!options) return null;
    const parsed = registrationSchema(options, messages[currentLocale()]).safeParse(
      registrationPayloadOf(values, mode),
    );
    return parsed.success
      ? []
      : parsed.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
  };

  /** The payload (files named by their own names) when every rule passes; otherwise null, with the issues shown. */
  const validate = (values: RegistrationValues, mode: RegistrationMode): RegistrationBody | null => {
    submitted.current = mode;
    setRefusedCode(null);
    const found = issuesOf(values, mode);
    if (found === null) return null;
    issues.showAll(found);
    setRefusal(rulesRefusal(found));
    return found.length === 0 ? registrationPayloadOf(values, mode) : null;
  };

  /** After a submit, checks again what an edit touched (Form's onValuesChange). */
  const recheck = (changed: object) => {
    const mode = submitted.current;
    if (!mode) return;
    const found = issuesOf(form.getFieldsValue(true) as RegistrationValues, mode);
    if (found === null) return;
    const shown = issues.recheck(found, changedPaths(changed));
    setRefusal((current) => (current === null || current.fromRules ? rulesRefusal(shown) : current));
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
      setRefusal({
        title: shopMessage('imageUploadFailed'),
        lines: code && code !== 'UNKNOWN' ? [errorMessage(code)] : [],
        fromRules: false,
      });
      return null;
    }
  };

  const showServerError = (error: unknown) => {
    if (!(error instanceof ApiError)) {
      setRefusal({ title: shopMessage('badResponse'), lines: [], fromRules: false });
      return;
    }
    setRefusedCode(error.code);
    const params = error.body?.error.params ?? [];
    const field = fieldOfCode(error.code);
    // A field the code names reads the code's text in the page's language; others, the server's.
    const textOf = (param: string, message: string) => (param === field ? errorMessage(error.code) : message);
    form.setFields(
      params.map(({ param, message }) => fieldError<RegistrationValues>(param, textOf(param, message))),
    );
    if (field) form.setFields([fieldError<RegistrationValues>(field, errorMessage(error.code))]);
    setRefusal({
      title: errorMessage(error.code),
      lines: params
        .filter(({ param }) => param !== field)
        .map(({ param, message }) => `${param} : ${message}`),
      fromRules: false,
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

  return { validate, recheck, upload, post, posting: register.isPending, refusal, refusedCode };
};
