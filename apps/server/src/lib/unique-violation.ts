const errorChain = function* (error: unknown): Generator<Record<string, unknown>> {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth += 1) {
    yield current as Record<string, unknown>;
    current = (current as { cause?: unknown }).cause;
  }
};

/** The unique index a failed insert ran into (drizzle wraps the driver's error), or null. */
export const violatedUniqueIndex = (error: unknown): string | null => {
  for (const item of errorChain(error)) {
    if (item.code !== '23505') continue;
    if (typeof item.constraint === 'string') return item.constraint;
    return typeof item.message === 'string' ? item.message : '';
  }
  return null;
};
