import { Form } from 'antd';
import { useTranslation } from 'react-i18next';
import type { StudentProfile } from '@shop/contract/accounts/student-profile';
import { ApiError } from '@shop/contract/http/api-client';
import { ErrorCode } from '@shop/domain/errors/error-codes';
import { messages } from '@shop/domain/validation/messages';
import { profileSchema } from '@shop/domain/validation/profile';
import { useNotify } from '../../../hooks/use-notify';
import { currentLocale, errorMessage, shopMessage } from '../../../lib/texts';
import { uploadImage } from '../../registration/api/upload-image';
import type { RegistrationSetup } from '../../../hooks/use-registration-setup';
import { fieldError } from '../../../lib/field-error';
import { fileKey, pickedFiles } from '../../../lib/registration/registration-values';
import { useUpdateProfile } from '../api/update-profile';
import { profileBodyOf, type ProfileValues } from '../lib/profile-values';

/**
 * The profile form: the registration form's rules first (the server's own), then the picked
 * images are uploaded, then the details are saved. A refusal lands on its field (a taken
 * e-mail on the e-mail) with its toast; nothing is saved.
 */
export const useProfileDetailsForm = (profile: StudentProfile, setup: RegistrationSetup) => {
  const [form] = Form.useForm<ProfileValues>();
  const update = useUpdateProfile();
  const { notifyKind, notifyError } = useNotify();
  const { t } = useTranslation();

  const showFieldErrors = (issues: readonly { path: string; message: string }[]) =>
    form.setFields(issues.map((issue) => fieldError<ProfileValues>(issue.path, issue.message)));

  const uploadPicked = async (values: ProfileValues) => {
    const names: Record<string, string> = {};
    for (const [index, picked] of pickedFiles(values).entries())
      names[fileKey(picked.name)] = await uploadImage(picked.file, String(index));
    return names;
  };

  const submit = async () => {
    const values = form.getFieldsValue(true) as ProfileValues;
    const options = setup.optionsFor(true);
    if (!options) return;
    const parsed = profileSchema(options, messages[currentLocale()]).safeParse(
      profileBodyOf(values, profile),
    );
    if (!parsed.success) {
      showFieldErrors(
        parsed.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message })),
      );
      notifyKind('invalidData', shopMessage('invalidMainData'));
      return;
    }
    let uploaded: Record<string, string>;
    try {
      uploaded = await uploadPicked(values);
    } catch (error) {
      // The server's reason (a file type, the daily allowance) under 'image upload failed'.
      const reason = error instanceof ApiError ? ` (${errorMessage(error.code)})` : '';
      notifyKind('fail', `${shopMessage('imageUploadFailed')}${reason}`);
      return;
    }
    try {
      await update.mutateAsync(profileBodyOf(values, profile, uploaded));
      form.setFieldValue('displayImgUrl', null);
      notifyKind('success', t('checkout.profile.detailsSaved'));
    } catch (error) {
      const params = error instanceof ApiError ? (error.body?.error.params ?? []) : [];
      showFieldErrors(params.map(({ param, message }) => ({ path: param, message })));
      if (error instanceof ApiError && error.code === ErrorCode.DUPLICATE_EMAIL)
        showFieldErrors([{ path: 'email', message: errorMessage(error.code) }]);
      notifyError(error);
    }
  };

  return { form, submit, saving: update.isPending };
};
