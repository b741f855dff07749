import { Form, Switch } from 'antd';

type SwitchFieldProps = { name: string | (string | number)[]; label: string };

/** A yes/no setting stored as true/false. */
export const BooleanSwitch = ({ name, label }: SwitchFieldProps) => (
  <Form.Item name={name} label={label} valuePropName="checked">
    <Switch />
  </Form.Item>
);

/** A yes/no setting the specifications store as 1/0 (course_teacher, slip, ...). */
export const FlagSwitch = ({ name, label }: SwitchFieldProps) => (
  <Form.Item
    name={name}
    label={label}
    getValueProps={(value: unknown) => ({ checked: value === 1 })}
    normalize={(checked: boolean) => (checked ? 1 : 0)}
  >
    <Switch />
  </Form.Item>
);
