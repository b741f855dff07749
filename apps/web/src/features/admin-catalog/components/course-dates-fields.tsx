import { Checkbox, DatePicker, Form, Input, InputNumber } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFieldLabel } from '../hooks/use-field-label';

type CourseDatesFieldsProps = { kind: 'course' | 'product'; seatsTaken: number };

/** Class dates, the registration window, publication end, seats or stock, venue and free book. */
export const CourseDatesFields = ({ kind, seatsTaken }: CourseDatesFieldsProps) => {
  const { t } = useTranslation();
  const f = useFieldLabel();
  const picker = { showTime: true, format: 'DD/MM/YYYY HH:mm' };
  return (
    <>
      {kind === 'course' ? (
        <>
          <Form.Item name="class_type" label={f('classType')}>
            <Input />
          </Form.Item>
          <Form.Item label={f('classDates')}>
            <Form.Item name="start_date" noStyle>
              <DatePicker {...picker} aria-label={`${f('classDates')} 1`} />
            </Form.Item>{' '}
            <Form.Item name="end_date" noStyle>
              <DatePicker {...picker} aria-label={`${f('classDates')} 2`} />
            </Form.Item>
          </Form.Item>
          <Form.Item label={f('regDates')}>
            <Form.Item name="start_reg_date" noStyle>
              <DatePicker {...picker} aria-label={`${f('regDates')} 1`} />
            </Form.Item>{' '}
            <Form.Item name="end_reg_date" noStyle>
              <DatePicker {...picker} aria-label={`${f('regDates')} 2`} />
            </Form.Item>
          </Form.Item>
          <Form.Item
            name="seats_total"
            label={f('seatsTotal')}
            extra={t('admin.catalog.editor.fields.seatsTaken', { count: seatsTaken })}
          >
            <InputNumber min={seatsTaken} precision={0} />
          </Form.Item>
          <Form.Item name="course_venue" label={f('venue')}>
            <Input.TextArea rows={2} />
          </Form.Item>
        </>
      ) : (
        <Form.Item name="available_qty" label={f('availableQty')}>
          <InputNumber min={0} precision={0} />
        </Form.Item>
      )}
      <Form.Item name="end_publish" label={f('endPublish')}>
        <DatePicker {...picker} />
      </Form.Item>
      <Form.Item name="free_book" valuePropName="checked">
        <Checkbox>{f('freeBook')}</Checkbox>
      </Form.Item>
      <Form.Item name="free_book_type" label={f('freeBookType')}>
        <Input />
      </Form.Item>
      <Form.Item name="product_free" label={f('productFree')}>
        <InputNumber min={0} precision={0} />
      </Form.Item>
    </>
  );
};
