/** An Ant Design form rule's validator from a plain check: a message refuses the value, null accepts it. */
export const formCheck =
  <T>(check: (value: T) => string | null) =>
  (_rule: unknown, value: T): Promise<void> => {
    const message = check(value);
    return message === null ? Promise.resolve() : Promise.reject(new Error(message));
  };
