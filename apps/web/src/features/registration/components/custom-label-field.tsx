import { Checkbox, Form, Input, Radio, Select } from 'antd';
import type { CustomLabelWire } from '@shop/contract/accounts/registration-form';
import { ImagePicker } from './image-picker';

const options = (items: readonly string[]) => items.map((item) => ({ label: item, value: item }));

const control = (label: CustomLabelWire) => {
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
      return <ImagePicker alt={label.label} />;
  }
};

/** One of the shop's own registration fields, of any type (spec 1 "Custom label"). */
export const CustomLabelField = ({ label }: { label: CustomLabelWire }) => (
  <Form.Item name={['customLabel', String(label.id)]} label={label.label} required={label.required}>
    {control(label)}
  </Form.Item>
);
