import { useState, type InputHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { TextInput } from '../ui/text-input';

/**
 * A password box with a button that shows what was typed (a pressed toggle), as Ant Design's
 * password box had, reachable by keyboard too. Give it a `FormField`'s props for its label.
 */
export const PasswordInput = (props: Omit<InputHTMLAttributes<HTMLInputElement>, 'type'>) => {
  const { t } = useTranslation();
  const [isShown, setShown] = useState(false);
  return (
    <span className="password-input">
      <TextInput {...props} type={isShown ? 'text' : 'password'} />
      <button
        type="button"
        className="password-input-toggle"
        aria-pressed={isShown}
        aria-controls={props.id}
        onClick={() => setShown((shown) => !shown)}
      >
        {t('checkout.login.showPassword')}
      </button>
    </span>
  );
};
