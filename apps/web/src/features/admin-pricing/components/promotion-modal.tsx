import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AdminPromotion } from '@shop/contract/admin/discounts-promotions';
import { EditFormModal } from '../../../components/admin-edit-table/edit-form-modal';
import { useSavePromotion } from '../api/save-promotion';
import { discountFormValuesOf, discountWireOf, type DiscountFormValues } from '../lib/discount-form';
import { DiscountFields } from './discount-fields';

type Values = DiscountFormValues & { title: string; description_list: string };

/** Adds or edits a promotion (P1 / P2, percent / fixed, its courses and dates). */
export const PromotionModal = ({
  promotion,
  onClose,
}: {
  promotion: AdminPromotion | null;
  onClose: () => void;
}) => {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const save = useSavePromotion();
  const initial: Values = {
    ...discountFormValuesOf(promotion ? { ...promotion, scope: promotion.promotion_type } : null),
    title: promotion?.title ?? '',
    description_list: (promotion?.description_list ?? []).join('\n'),
  };

  const submit = (values: Values) =>
    save.mutateAsync({
      id: promotion?.id ?? null,
      body: {
        ...discountWireOf(values),
        title: values.title,
        promotion_type: values.scope,
        description_list: values.description_list
          .split('\n')
          .map((line) => line.trim())
          .filter((line) => line !== ''),
      },
    });

  return (
    <EditFormModal<Values>
      width={640}
      title={t(promotion ? 'admin.pricing.editPromotion' : 'admin.pricing.addPromotion')}
      form={form}
      initialValues={initial}
      save={submit}
      onClose={onClose}
    >
      <Form.Item
        name="title"
        label={t('admin.pricing.title')}
        rules={[{ required: true, whitespace: true, max: 200 }]}
      >
        <Input maxLength={200} />
      </Form.Item>
      <Form.Item name="description_list" label={t('admin.pricing.descriptionList')}>
        <Input.TextArea rows={3} />
      </Form.Item>
      <DiscountFields />
    </EditFormModal>
  );
};
