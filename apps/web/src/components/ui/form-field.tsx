import { clsx } from 'clsx';
import { useId, type ReactNode } from 'react';
import './form-kit.css';

/** What a field hands its control so the label, the help and the error reach it. */
export type FieldControlProps = {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
  /** Said, not enforced by the browser: the shop's own checks word the error. */
  'aria-required'?: true;
};

type FormFieldProps = {
  label: ReactNode;
  /** A line under the control that says what to enter (always read with the control). */
  help?: ReactNode;
  /** What is wrong with the value: shown, announced, and read with the control. */
  error?: ReactNode;
  required?: boolean;
  className?: string;
  /** Renders the control with the props that tie it to this field. */
  children: (control: FieldControlProps) => ReactNode;
};

/**
 * A labelled field: the label names the control, the help and the error describe it, and a field
 * in error is marked invalid so a screen reader says so when the buyer comes back to it.
 */
export const FormField = ({ label, help, error, required = false, className, children }: FormFieldProps) => {
  const id = useId();
  const helpId = `${id}-help`;
  const errorId = `${id}-error`;
  const hasError = error !== undefined && error !== null && error !== false && error !== '';
  const describedBy = [help !== undefined ? helpId : null, hasError ? errorId : null]
    .filter((part) => part !== null)
    .join(' ');
  return (
    <div className={clsx('ui-field', hasError && 'ui-field-has-error', className)}>
      <label className="ui-field-label" htmlFor={id}>
        {label}
        {required && (
          <span className="ui-field-required" aria-hidden="true">
            *
          </span>
        )}
      </label>
      {children({
        id,
        'aria-describedby': describedBy === '' ? undefined : describedBy,
        'aria-invalid': hasError ? true : undefined,
        'aria-required': required ? true : undefined,
      })}
      {help !== undefined && (
        <p id={helpId} className="ui-field-help">
          {help}
        </p>
      )}
      {hasError && (
        <p id={errorId} className="ui-field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
};
