import type { FormInstance } from 'antd';
import { ApiError } from '@shop/contract/http/api-client';

type NamePath = (string | number)[];

/** `register_form.tel.is_enable` or `methods.3.is_enabled` as an Ant Design name path. */
const namePathOf = (param: string): NamePath =>
  param.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part));

/** The fields a refusal names (`{ param, message }` of INPUT_ERROR and of other field refusals). */
export const fieldErrorsOf = (error: unknown): { name: NamePath; errors: string[] }[] =>
  error instanceof ApiError
    ? (error.body?.error.params ?? []).map((item) => ({
        name: namePathOf(item.param),
        errors: [item.message],
      }))
    : [];

/** Puts a refusal's messages on the fields of `form` it names (the notification lists them all too). */
export const showFieldErrors = (form: FormInstance, error: unknown) => {
  form.setFields(fieldErrorsOf(error));
};
