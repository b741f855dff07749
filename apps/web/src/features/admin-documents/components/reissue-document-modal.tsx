import { App, Form, Input, Modal, Radio, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@shop/contract/http/api-client';
import type { AdminDocumentRow, ReissueDocumentBody } from '@shop/contract/admin/tax-documents';
import { useNotify } from '../../../hooks/use-notify';
import { useReissueDocument } from '../api/reissue-document';

type Values = Required<ReissueDocumentBody>;

type ReissueDocumentModalProps = { document: AdminDocumentRow; onClose: () => void };

// A Thai juristic person's tax id starts with 0; a person's national id never does.
const personTypeOf = (taxId: string): Values['tax_person_type'] =>
  taxId.startsWith('0') ? 'juristic_person' : 'normal_person';

const initialValuesOf = (document: AdminDocumentRow): Partial<Values> => ({
  tax_person_type: personTypeOf(document.buyer_tax_id),
  tax_name_one: document.buyer_name,
  tax_name_two: '',
  tax_payer_identification_no: document.buyer_tax_id,
  tax_address: document.buyer_address,
  reason: '',
});

/**
 * Corrects the buyer of a tax invoice or receipt: after a confirmation the server voids it and
 * issues the replacement under the next number; a refusal is shown on its field or as a notice.
 */
export const ReissueDocumentModal = ({ document, onClose }: ReissueDocumentModalProps) => {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const { notifyError } = useNotify();
  const reissue = useReissueDocument();
  const [form] = Form.useForm<Values>();
  // Undefined until the form has mounted.
  const watched = Form.useWatch('tax_person_type', form) as Values['tax_person_type'] | undefined;
  const personType = watched ?? personTypeOf(document.buyer_tax_id);
  const isCompany = personType === 'juristic_person';
  const required = [{ required: true, whitespace: true, message: t('admin.documents.reissue.required') }];

  const submit = (values: Values) =>
    void modal.confirm({
      title: t('admin.documents.reissue.confirm', { number: document.number }),
      okText: t('admin.confirm.ok'),
      okButtonProps: { danger: true },
      cancelText: t('admin.confirm.cancel'),
      onOk: async () => {
        try {
          const { issued } = await reissue.mutateAsync({ id: document.id, body: values });
          void message.success(
            t('admin.documents.reissue.done', { number: issued.number, old: document.number }),
          );
          onClose();
        } catch (error) {
          const params = error instanceof ApiError ? (error.body?.error.params ?? []) : [];
          const known = params.filter((item) => item.param in values);
          if (known.length > 0)
            form.setFields(
              known.map((item) => ({ name: item.param as keyof Values, errors: [item.message] })),
            );
          else notifyError(error);
        }
      },
    });

  return (
    <Modal
      open
      title={t('admin.documents.reissue.title', { number: document.number })}
      okText={t('admin.documents.reissue.submit')}
      okButtonProps={{ danger: true, loading: reissue.isPending }}
      cancelText={t('admin.confirm.cancel')}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">{t('admin.documents.reissue.intro')}</Typography.Paragraph>
      <Form<Values> form={form} layout="vertical" initialValues={initialValuesOf(document)} onFinish={submit}>
        <Form.Item name="tax_person_type" label={t('admin.documents.reissue.personType')}>
          <Radio.Group
            options={[
              { value: 'juristic_person', label: t('admin.documents.reissue.juristic') },
              { value: 'normal_person', label: t('admin.documents.reissue.person') },
            ]}
          />
        </Form.Item>
        <Form.Item
          name="tax_name_one"
          label={t(
            isCompany ? 'admin.documents.reissue.nameOneCompany' : 'admin.documents.reissue.nameOnePerson',
          )}
          rules={required}
        >
          <Input maxLength={255} />
        </Form.Item>
        <Form.Item
          name="tax_name_two"
          label={t(
            isCompany ? 'admin.documents.reissue.nameTwoCompany' : 'admin.documents.reissue.nameTwoPerson',
          )}
        >
          <Input maxLength={255} />
        </Form.Item>
        <Form.Item
          name="tax_payer_identification_no"
          label={t('admin.documents.reissue.taxId')}
          rules={[
            {
              pattern: /^[\d\s-]*$/,
              message: t('admin.documents.reissue.taxIdFormat'),
            },
            ...(document.kind === 'tax_invoice' ? required : []),
          ]}
        >
          <Input maxLength={17} inputMode="numeric" />
        </Form.Item>
        <Form.Item name="tax_address" label={t('admin.documents.reissue.address')} rules={required}>
          <Input.TextArea rows={3} maxLength={1000} />
        </Form.Item>
        <Form.Item name="reason" label={t('admin.documents.reissue.reason')} rules={required}>
          <Input.TextArea rows={2} maxLength={500} />
        </Form.Item>
      </Form>
    </Modal>
  );
};
