import { Checkbox, Form, Input, Radio, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { customLabelNameIn, type CustomLabelWire } from '@shop/contract/accounts/registration-form';
import { currentLocale } from '../../lib/texts';
import { ImagePicker } from './image-picker';

const options = (items: readonly string[]) => items.map((item) => ({ label: item, value: item }));

const control = (label: CustomLabelWire, name: string) => {
  switch (label.type_label) {
    case 'inputtext':
      return <Input maxLength={1000} />;
    case 'select':
      return <Select options={options(label.item_list)} allowClear />;
    case 'multiple':
      return <Select mode="multiple" options={options(label.item_list)} allowClear />;
    case 'checkbox':
      return <Checkbox.Group options={options(label.item_list)} />;
    case 'radio':
      return <Radio.Group options={options(label.item_list)} />;
    case 'image':
      return <ImagePicker alt={name} />;
  }
};

/**
 * One of the shop's own registration fields, of any type (spec 1 "Custom label"), named in the
 * page's language.
 */
export const CustomLabelField = ({ label }: { label: CustomLabelWire }) => {
  // Subscribed to the language, so switching it renames the field at once.
  useTranslation();
  const name = customLabelNameIn(label, currentLocale());
  return (
    <Form.Item name={['customLabel', String(label.id)]} label={name} required={label.required}>
      {control(label, name)}
    </Form.Item>
  );
};
