/**
 * A function a lower module declares and a higher module supplies when its index loads, so a
 * lower module can ask for something without importing the higher one and module dependencies
 * keep running one way. Calling it before it is supplied is a wiring mistake, said loudly.
 */
export const modulePort = <Fn extends (...args: never[]) => unknown>(name: string) => {
  let supplied: Fn | null = null;
  const call = (...args: Parameters<Fn>): ReturnType<Fn> => {
    if (!supplied) throw new Error(`${name} was not supplied: the module that owns it has not loaded`);
    return supplied(...args) as ReturnType<Fn>;
  };
  return {
    supply: (fn: Fn) => {
      supplied = fn;
    },
    call,
  };
};

/**
 * Several functions of one subject that the same higher module supplies together (the payment
 * facts of an order): one wire instead of one per function, read with `use()`.
 */
export const modulePortSet = <Fns extends Record<string, (...args: never[]) => unknown>>(name: string) => {
  let supplied: Fns | null = null;
  return {
    supply: (fns: Fns) => {
      supplied = fns;
    },
    use: (): Fns => {
      if (!supplied) throw new Error(`${name} was not supplied: the module that owns it has not loaded`);
      return supplied;
    },
  };
};
