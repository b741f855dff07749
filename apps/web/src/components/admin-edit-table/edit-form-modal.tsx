import { Form, Modal, type FormInstance, type FormProps } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useEditFormSave, type FieldOfCode } from './use-edit-form-save';

type EditFormModalProps<Values> = {
  /** "Add …" or "Edit …": the dialog's name. */
  title: string;
  form: FormInstance<Values>;
  initialValues: FormProps<Values>['initialValues'];
  /** Sends the form's values; a refusal is thrown as the API client's error. */
  save: (values: Values) => Promise<unknown>;
  onClose: () => void;
  fieldOfCode?: FieldOfCode;
  onValuesChange?: FormProps<Values>['onValuesChange'];
  width?: number;
  children: ReactNode;
};

/**
 * The add/edit dialog of a back-office list: the fields, checked by their rules before anything
 * is sent, then saved with `useEditFormSave` (the dialog stays open on a refusal).
 */
export const EditFormModal = <Values,>({
  title,
  form,
  initialValues,
  save,
  onClose,
  fieldOfCode,
  onValuesChange,
  width,
  children,
}: EditFormModalProps<Values>) => {
  const { t } = useTranslation();
  const { submit, isSaving } = useEditFormSave({ form, save, onClose, fieldOfCode });
  return (
    <Modal
      open
      width={width}
      title={title}
      okText={t('admin.settings.save')}
      cancelText={t('admin.confirm.cancel')}
      confirmLoading={isSaving}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<Values>
        form={form}
        layout="vertical"
        initialValues={initialValues}
        onValuesChange={onValuesChange}
        onFinish={(values) => void submit(values)}
      >
        {children}
      </Form>
    </Modal>
  );
};
