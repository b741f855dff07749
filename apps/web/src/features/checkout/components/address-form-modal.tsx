import { Button, Form, Modal } from 'antd';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ShippingAddress, ShippingAddressBody } from '@shop/contract/shipping/shipping';
import { useNotify } from '../../../hooks/use-notify';
import { useCreateShippingAddress } from '../api/create-shipping-address';
import { AddressFields } from './address-fields';

type AddressFormModalProps = {
  open: boolean;
  onCreated: (address: ShippingAddress) => void;
  onCancel: () => void;
};

/** Adds a delivery address to the signed-in buyer's list; the new one is chosen. */
export const AddressFormModal = ({ open, onCreated, onCancel }: AddressFormModalProps) => {
  const { t } = useTranslation();
  // Field ids are prefixed with the form's name, so two forms on a page never share a label target.
  const formName = useId();
  const [form] = Form.useForm<ShippingAddressBody>();
  const create = useCreateShippingAddress();
  const { notifyError } = useNotify();

  const submit = async (values: ShippingAddressBody) => {
    try {
      onCreated(await create.mutateAsync(values));
      form.resetFields();
    } catch (error) {
      notifyError(error);
    }
  };

  return (
    <Modal
      open={open}
      title={t('checkout.address.addTitle')}
      onCancel={onCancel}
      footer={null}
      destroyOnHidden
    >
      <Form name={formName} form={form} layout="vertical" onFinish={(values) => void submit(values)}>
        <AddressFields showDefault />
        <div className="checkout-modal-actions">
          <Button onClick={onCancel}>{t('checkout.common.cancel')}</Button>
          <Button type="primary" htmlType="submit" loading={create.isPending}>
            {t('checkout.address.save')}
          </Button>
        </div>
      </Form>
    </Modal>
  );
};
