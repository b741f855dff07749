/**
 * Records what would end a real server process: an uncaught exception (an `error` event nobody
 * listens to) or an unhandled promise rejection. A fault test asserts the list stays empty.
 */
export const watchProcessErrors = () => {
  const errors: unknown[] = [];
  const record = (error: unknown) => {
    errors.push(error);
  };
  process.on('uncaughtException', record);
  process.on('unhandledRejection', record);
  return {
    errors,
    stop: () => {
      process.off('uncaughtException', record);
      process.off('unhandledRejection', record);
    },
  };
};
