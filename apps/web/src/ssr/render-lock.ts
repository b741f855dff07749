let queue: Promise<unknown> = Promise.resolve();

/**
 * Runs renders one after another. A page renders in its reader's language, and the texts live in
 * one i18next instance that helpers outside React read too (`lib/texts.ts`); two renders
 * interleaving at an await would mix languages. A render is CPU work on the one thread anyway.
 */
export const oneRenderAtATime = <T>(render: () => Promise<T>): Promise<T> => {
  const result = queue.then(render);
  queue = result.catch(() => undefined);
  return result;
};
