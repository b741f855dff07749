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
