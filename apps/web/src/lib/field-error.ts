import type { FormInstance } from 'antd';

type FieldError<V> = Parameters<FormInstance<V>['setFields']>[0][number];

/**
 * An error on the form field a payload path names ("customLabel.3" -> ['customLabel', '3']), or
 * none when `message` is null. The path comes from a schema issue or a server answer, so the
 * form's own name types cannot vouch for it.
 */
export const fieldError = <V>(path: string, message: string | null): FieldError<V> =>
  ({ name: path.split('.'), errors: message === null ? [] : [message] }) as unknown as FieldError<V>;
