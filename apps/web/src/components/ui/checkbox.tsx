import { clsx } from 'clsx';
import type { InputHTMLAttributes, ReactNode } from 'react';
import './form-kit.css';

type CheckboxProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'onChange' | 'checked'> & {
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** What ticking it means; clicking these words ticks it too. */
  children: ReactNode;
};

/** A tick box with its words beside it, on the browser's own checkbox. */
export const Checkbox = ({ checked, onChange, children, className, ...rest }: CheckboxProps) => (
  <label className={clsx('ui-checkbox', rest.disabled === true && 'ui-choice-disabled', className)}>
    <input {...rest} type="checkbox" checked={checked} onChange={(event) => onChange(event.target.checked)} />
    <span className="ui-choice-label">{children}</span>
  </label>
);
