import type { FormInstance } from 'antd';

type FieldError<V> = Parameters<FormInstance<V>['setFields']>[0][number];

/**
 * An error on the form field a payload path names ("customLabel.3" -> ['customLabel', '3']). The
 * path comes from a schema issue or a server answer, so the form's own name types cannot vouch for it.
 */
export const fieldError = <V>(path: string, message: string): FieldError<V> =>
  ({ name: path.split('.'), errors: [message] }) as unknown as FieldError<V>;
