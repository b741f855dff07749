import { clsx } from 'clsx';
import { useId, type ReactNode } from 'react';
import './form-kit.css';

export type RadioOption<V extends string | number> = {
  value: V;
  /** The option's name; may be rich (logos, a price), its text is what a screen reader names. */
  label: ReactNode;
  /** A line under the name (what the option includes); read as its description, not its name. */
  description?: ReactNode;
  disabled?: boolean;
};

/** Options under a heading of their own inside one group (the payment methods by kind). */
export type RadioSection<V extends string | number> = {
  key: string;
  title: ReactNode;
  options: readonly RadioOption<V>[];
};

type Naming =
  | { legend: ReactNode; 'aria-label'?: never; 'aria-labelledby'?: never }
  | { legend?: never; 'aria-label': string; 'aria-labelledby'?: never }
  | { legend?: never; 'aria-label'?: never; 'aria-labelledby': string };

type RadioGroupProps<V extends string | number> = Naming & {
  /** `null`: nothing chosen yet. */
  value: V | null;
  onChange: (value: V) => void;
  /** `cards`: each option a bordered box, chosen by a click anywhere on it. */
  look?: 'list' | 'cards';
  className?: string;
  optionClassName?: string;
  disabled?: boolean;
} & (
    | { options: readonly RadioOption<V>[]; sections?: never }
    | { sections: readonly RadioSection<V>[]; options?: never }
  );

type ChoiceProps<V extends string | number> = {
  option: RadioOption<V>;
  name: string;
  checked: boolean;
  disabled: boolean;
  className?: string;
  onChange: (value: V) => void;
};

const Choice = <V extends string | number>({
  option,
  name,
  checked,
  disabled,
  className,
  onChange,
}: ChoiceProps<V>) => {
  const id = useId();
  const hasDescription = option.description !== undefined;
  const isDisabled = disabled || option.disabled === true;
  return (
    <label
      className={clsx(
        'ui-radio',
        checked && 'ui-radio-checked',
        isDisabled && 'ui-choice-disabled',
        className,
      )}
    >
      <input
        type="radio"
        name={name}
        value={String(option.value)}
        checked={checked}
        disabled={isDisabled}
        onChange={() => onChange(option.value)}
        // With a description inside the label, the name is the label's first line only.
        aria-labelledby={hasDescription ? `${id}-label` : undefined}
        aria-describedby={hasDescription ? `${id}-description` : undefined}
      />
      <span className="ui-choice-text">
        <span id={`${id}-label`} className="ui-choice-label">
          {option.label}
        </span>
        {hasDescription && (
          <span id={`${id}-description`} className="ui-choice-description">
            {option.description}
          </span>
        )}
      </span>
    </label>
  );
};

/**
 * One choice among several, on the browser's own radios: one name for all of them, so the arrow
 * keys move the choice and Tab leaves the group, as everywhere else. A `fieldset` with the role
 * `radiogroup`, named by its legend (or `aria-label`); sections are `group`s named by their title.
 */
export const RadioGroup = <V extends string | number>(props: RadioGroupProps<V>) => {
  const id = useId();
  const { value, onChange, look = 'list', className, optionClassName, disabled = false } = props;
  const choice = (option: RadioOption<V>) => (
    <Choice
      key={String(option.value)}
      option={option}
      name={id}
      checked={option.value === value}
      disabled={disabled}
      className={optionClassName}
      onChange={onChange}
    />
  );
  const hasLegend = props.legend !== undefined;
  return (
    <fieldset
      role="radiogroup"
      className={clsx('ui-radio-group', `ui-radio-group-${look}`, className)}
      aria-labelledby={hasLegend ? `${id}-legend` : props['aria-labelledby']}
      aria-label={props['aria-label']}
    >
      {hasLegend && (
        <legend id={`${id}-legend`} className="ui-radio-legend">
          {props.legend}
        </legend>
      )}
      {props.sections
        ? props.sections.map((section) => (
            <div
              key={section.key}
              role="group"
              aria-labelledby={`${id}-${section.key}`}
              className="ui-radio-section"
            >
              <p id={`${id}-${section.key}`} className="ui-radio-section-title">
                {section.title}
              </p>
              {section.options.map(choice)}
            </div>
          ))
        : props.options.map(choice)}
    </fieldset>
  );
};
