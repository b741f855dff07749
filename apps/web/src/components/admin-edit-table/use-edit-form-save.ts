import { App, type FormInstance } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@shop/contract/http/api-client';
import { useNotify } from '../../hooks/use-notify';
import { fieldErrorsOf } from '../../lib/admin-field-errors';
import { errorMessage } from '../../lib/texts';

/** Refusal codes that belong to one field of the form (`SLUG_TAKEN` on the slug). */
export type FieldOfCode = Partial<Record<string, string>>;

type EditFormSave<Values> = {
  form: FormInstance<Values>;
  save: (values: Values) => Promise<unknown>;
  onClose: () => void;
  fieldOfCode?: FieldOfCode | undefined;
};

/** A refusal's messages on the fields it names: the params of INPUT_ERROR, or a code's own field. */
const fieldErrorsOfRefusal = (error: unknown, fieldOfCode: FieldOfCode) => {
  const field = error instanceof ApiError ? fieldOfCode[error.code] : undefined;
  return field === undefined || !(error instanceof ApiError)
    ? fieldErrorsOf(error)
    : [{ name: [field], errors: [errorMessage(error.code)] }];
};

/**
 * Saving an add/edit form: while the call runs the form says so; on success "Saved" and the form
 * closes; on a refusal its messages go on the fields they name and a notice says what went wrong
 * in the reader's language.
 */
export const useEditFormSave = <Values>({ form, save, onClose, fieldOfCode = {} }: EditFormSave<Values>) => {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { notifyError } = useNotify();
  const [isSaving, setIsSaving] = useState(false);

  const submit = async (values: Values) => {
    setIsSaving(true);
    try {
      await save(values);
      void message.success(t('admin.saved'));
      onClose();
    } catch (error) {
      // The server names fields by path, not by the form's own type.
      const byPath: FormInstance = form;
      byPath.setFields(fieldErrorsOfRefusal(error, fieldOfCode));
      notifyError(error);
    } finally {
      setIsSaving(false);
    }
  };

  return { submit, isSaving };
};
