import { Checkbox, Radio, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { QuizView } from '@shop/contract/learning/quiz';

type QuizQuestionProps = {
  number: number;
  question: QuizView['questions'][number];
  value: string[];
  onChange: (choiceIds: string[]) => void;
};

/** One question as a group named by its text: radio buttons for one answer, checkboxes for several. */
export const QuizQuestion = ({ number, question, value, onChange }: QuizQuestionProps) => {
  const { t } = useTranslation();
  const options = question.choices.map((choice) => ({ label: choice.text, value: choice.id }));
  return (
    <fieldset className="quiz-question">
      <legend>{t('learning.quiz.question', { number, text: question.text })}</legend>
      {question.multiple ? (
        <>
          <Typography.Text type="secondary">{t('learning.quiz.chooseMany')}</Typography.Text>
          <Checkbox.Group
            className="quiz-choices"
            options={options}
            value={value}
            onChange={(checked) => onChange(checked.map(String))}
          />
        </>
      ) : (
        <Radio.Group
          className="quiz-choices"
          options={options}
          value={value[0] ?? null}
          onChange={(event) => onChange([String(event.target.value)])}
        />
      )}
    </fieldset>
  );
};
