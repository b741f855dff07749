/** Outcome of a domain decision: a value, or the catalogue code of the refusal. */
export type Result<T, C extends string = string> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly code: C; readonly detail?: Readonly<Record<string, unknown>> };

export const ok = <T>(value: T): { ok: true; value: T } => ({ ok: true, value });

export const fail = <C extends string>(
  code: C,
  detail?: Readonly<Record<string, unknown>>,
): { ok: false; code: C; detail?: Readonly<Record<string, unknown>> } =>
  detail === undefined ? { ok: false, code } : { ok: false, code, detail };
