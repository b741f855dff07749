import { clsx } from 'clsx';
import type { InputHTMLAttributes, Ref, TextareaHTMLAttributes } from 'react';
import './form-kit.css';

/** A one-line text box in the shop's look; give it a `FormField`'s props for its label. */
export const TextInput = ({
  className,
  ref,
  type = 'text',
  ...rest
}: InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> }) => (
  <input {...rest} ref={ref} type={type} className={clsx('ui-input', className)} />
);

/** A box for a few lines of text (an address, a note), in the same look as `TextInput`. */
export const TextArea = ({
  className,
  ref,
  rows = 3,
  ...rest
}: TextareaHTMLAttributes<HTMLTextAreaElement> & { ref?: Ref<HTMLTextAreaElement> }) => (
  <textarea {...rest} ref={ref} rows={rows} className={clsx('ui-input', 'ui-textarea', className)} />
);
