import { Radio, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

type CorrectChoiceFieldProps = {
  label: string;
  choices: string[];
  /** The correct choice counted from 1, as the form holds it. */
  value?: number | null;
  onChange?: (value: number) => void;
};

/**
 * The correct answer picked among the answers written above it: a number typed by hand pointed
 * at the wrong answer as soon as the choices were reordered or one was added.
 */
export const CorrectChoiceField = ({ label, choices, value, onChange }: CorrectChoiceFieldProps) => {
  const { t } = useTranslation();
  if (choices.length === 0) {
    return (
      <Typography.Text type="secondary">{t('admin.curriculum.fields.writeChoicesFirst')}</Typography.Text>
    );
  }
  return (
    <div role="radiogroup" aria-label={label}>
      <Radio.Group
        value={value ?? null}
        onChange={(event) => onChange?.(Number(event.target.value))}
        style={{ display: 'flex', flexDirection: 'column', gap: 4 }}
        options={choices.map((choice, index) => ({ value: index + 1, label: choice }))}
      />
    </div>
  );
};
