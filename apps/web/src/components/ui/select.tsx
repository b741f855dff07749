import { clsx } from 'clsx';
import type { SelectHTMLAttributes } from 'react';
import './form-kit.css';

export type SelectOption<V extends string | number> = { value: V; label: string; disabled?: boolean };

type SelectProps<V extends string | number> = Omit<
  SelectHTMLAttributes<HTMLSelectElement>,
  'value' | 'onChange' | 'defaultValue'
> & {
  options: readonly SelectOption<V>[];
  /** `null`: nothing chosen yet, the placeholder shows. */
  value: V | null;
  onChange: (value: V) => void;
  /** The line shown while nothing is chosen; it cannot be chosen back. */
  placeholder?: string;
};

/**
 * A drop-down list on the browser's own `<select>`: the phone's own picker, the keyboard's own
 * typing-to-find, and nothing to download. Values keep their type (a plan id stays a number).
 */
export const Select = <V extends string | number>({
  options,
  value,
  onChange,
  placeholder,
  className,
  ...rest
}: SelectProps<V>) => {
  const chosen = options.findIndex((option) => option.value === value);
  return (
    <select
      {...rest}
      className={clsx('ui-input', 'ui-select', className)}
      value={chosen === -1 ? '' : String(chosen)}
      onChange={(event) => {
        const option = options[Number(event.target.value)];
        if (event.target.value !== '' && option) onChange(option.value);
      }}
    >
      {(chosen === -1 || placeholder !== undefined) && (
        <option value="" disabled hidden={chosen !== -1}>
          {placeholder ?? ''}
        </option>
      )}
      {options.map((option, index) => (
        <option key={String(option.value)} value={String(index)} disabled={option.disabled}>
          {option.label}
        </option>
      ))}
    </select>
  );
};
