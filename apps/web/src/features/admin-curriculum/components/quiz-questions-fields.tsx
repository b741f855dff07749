import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Card, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { formCheck } from '../lib/form-check';
import { choiceLines } from '../lib/lecture-form';
import { CorrectChoiceField } from './correct-choice-field';

/** One question: its text, its choices one per line, and which of them is correct. */
const QuestionCard = ({ name, number, onRemove }: { name: number; number: number; onRemove: () => void }) => {
  const { t } = useTranslation();
  const form = Form.useFormInstance();
  const choices = choiceLines(
    (Form.useWatch(['questions', name, 'choices'], form) as string | undefined) ?? '',
  );
  return (
    <Card
      size="small"
      style={{ marginBottom: 12 }}
      title={t('admin.curriculum.fields.question', { number })}
      extra={
        <Button
          type="text"
          danger
          icon={<DeleteOutlined />}
          aria-label={t('admin.curriculum.fields.removeQuestion')}
          onClick={onRemove}
        />
      }
    >
      <Form.Item
        name={[name, 'text']}
        label={t('admin.curriculum.fields.question', { number })}
        rules={[{ required: true, whitespace: true, max: 2000 }]}
      >
        <Input.TextArea autoSize={{ minRows: 1, maxRows: 4 }} />
      </Form.Item>
      <Form.Item
        name={[name, 'choices']}
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
        name={[name, 'correct']}
        label={t('admin.curriculum.fields.correctChoice')}
        dependencies={[['questions', name, 'choices']]}
        rules={[
          {
            validator: formCheck((value: number | null | undefined) =>
              value === null || value === undefined || value < 1 || value > choices.length
                ? t('admin.curriculum.fields.pickCorrectChoice')
                : null,
            ),
          },
        ]}
      >
        <CorrectChoiceField label={t('admin.curriculum.fields.correctChoice')} choices={choices} />
      </Form.Item>
    </Card>
  );
};

/** A quiz's questions, each with its choices and the correct one picked among them. */
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
            <QuestionCard
              key={field.key}
              name={field.name}
              number={index + 1}
              onRemove={() => remove(field.name)}
            />
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
