import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Card, Form, Input, InputNumber } from 'antd';
import { useTranslation } from 'react-i18next';
import { formCheck } from '../lib/form-check';
import { choiceLines } from '../lib/lecture-form';

/** A quiz's questions: text, choices one per line, and which choice is correct. */
export const QuizQuestionsFields = () => {
  const { t } = useTranslation();
  return (
    <Form.List
      name="questions"
      rules={[
        {
          validator: formCheck((questions: unknown[] | undefined) =>
            questions?.length ? null : t('admin.curriculum.fields.needQuestion'),
          ),
        },
      ]}
    >
      {(fields, { add, remove }, { errors }) => (
        <>
          {fields.map((field, index) => (
            <Card
              key={field.key}
              size="small"
              style={{ marginBottom: 12 }}
              title={t('admin.curriculum.fields.question', { number: index + 1 })}
              extra={
                <Button
                  type="text"
                  danger
                  icon={<DeleteOutlined />}
                  aria-label={t('admin.curriculum.fields.removeQuestion')}
                  onClick={() => remove(field.name)}
                />
              }
            >
              <Form.Item
                name={[field.name, 'text']}
                label={t('admin.curriculum.fields.question', { number: index + 1 })}
                rules={[{ required: true, whitespace: true, max: 2000 }]}
              >
                <Input.TextArea autoSize={{ minRows: 1, maxRows: 4 }} />
              </Form.Item>
              <Form.Item
                name={[field.name, 'choices']}
                label={t('admin.curriculum.fields.choices')}
                rules={[
                  {
                    validator: formCheck((text: string | undefined) =>
                      choiceLines(text ?? '').length < 2 ? t('admin.curriculum.fields.needChoices') : null,
                    ),
                  },
                ]}
              >
                <Input.TextArea autoSize={{ minRows: 2, maxRows: 10 }} />
              </Form.Item>
              <Form.Item
                name={[field.name, 'correct']}
                label={t('admin.curriculum.fields.correctChoice')}
                dependencies={[['questions', field.name, 'choices']]}
                rules={[
                  { required: true },
                  ({ getFieldValue }) => ({
                    validator: formCheck((value: number | null) => {
                      const choices = choiceLines(
                        (getFieldValue(['questions', field.name, 'choices']) as string | undefined) ?? '',
                      );
                      return value !== null && (value < 1 || value > choices.length)
                        ? t('admin.curriculum.fields.correctChoice')
                        : null;
                    }),
                  }),
                ]}
              >
                <InputNumber min={1} max={10} precision={0} />
              </Form.Item>
            </Card>
          ))}
          <Form.ErrorList errors={errors} />
          <Button icon={<PlusOutlined />} onClick={() => add({ text: '', choices: '', correct: 1 })}>
            {t('admin.curriculum.fields.addQuestion')}
          </Button>
        </>
      )}
    </Form.List>
  );
};
