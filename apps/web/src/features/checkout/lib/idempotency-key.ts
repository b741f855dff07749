/**
 * One Idempotency-Key per checkout attempt: the same request sent again (a double click, a
 * retry after a lost answer) carries the same key, so the server answers the first order; a
 * changed request is a new attempt with a new key.
 */
export const createAttemptKeys = () => {
  let last: { signature: string; key: string } | null = null;
  return (request: unknown): string => {
    const signature = JSON.stringify(request);
    if (last?.signature !== signature) last = { signature, key: crypto.randomUUID() };
    return last.key;
  };
};
