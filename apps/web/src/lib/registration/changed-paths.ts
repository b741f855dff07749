const isGroup = (value: unknown): value is object =>
  typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;

/**
 * The payload paths of the fields one form change touched, as the domain's issues name them:
 * `{ customLabel: { 3: 'ครู' } }` -> `['customLabel.3']`. A file, a list of choices or a date is
 * one field's value, not a group of fields.
 */
export const changedPaths = (changed: object, prefix = ''): string[] =>
  Object.entries(changed).flatMap(([key, value]: [string, unknown]) =>
    isGroup(value) ? changedPaths(value, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
