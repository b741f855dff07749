/**
 * A small in-process cache for public reads that many visitors repeat. Entries expire after
 * `ttlMs`; writers call `invalidate` with a key prefix. Each instance holds its own copy.
 */
export class TtlCache {
  readonly #entries = new Map<string, { value: unknown; expiresAt: number }>();
  readonly #ttlMs: number;
  readonly #maxEntries: number;

  constructor(ttlMs: number, maxEntries = 5_000) {
    this.#ttlMs = ttlMs;
    this.#maxEntries = maxEntries;
  }

  async getOrLoad<T>(key: string, load: () => Promise<T>): Promise<T> {
    if (this.#ttlMs <= 0) return load();
    const now = Date.now();
    const hit = this.#entries.get(key);
    if (hit && hit.expiresAt > now) return hit.value as T;
    const value = await load();
    if (this.#entries.size >= this.#maxEntries) this.#entries.clear();
    this.#entries.set(key, { value, expiresAt: now + this.#ttlMs });
    return value;
  }

  invalidate(prefix = '') {
    for (const key of this.#entries.keys()) if (key.startsWith(prefix)) this.#entries.delete(key);
  }
}
