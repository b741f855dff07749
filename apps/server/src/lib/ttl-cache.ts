/**
 * A small in-process cache for public reads that many visitors repeat. Entries expire after
 * `ttlMs`; writers call `invalidate` with a key prefix. Each instance holds its own copy; with
 * several instances, `onInvalidate` listeners pass each invalidation on to the others, which
 * apply it with `invalidateHere`.
 */
export class TtlCache {
  readonly #entries = new Map<string, { value: unknown; expiresAt: number }>();
  readonly #ttlMs: number;
  readonly #maxEntries: number;
  readonly #listeners = new Set<(prefix: string) => void>();
  // Bumped by every invalidation: a load that began before one is answered but not kept, since
  // it may have read what the invalidation was about.
  #generation = 0;

  constructor(ttlMs: number, maxEntries = 5_000) {
    this.#ttlMs = ttlMs;
    this.#maxEntries = maxEntries;
  }

  async getOrLoad<T>(key: string, load: () => Promise<T>): Promise<T> {
    if (this.#ttlMs <= 0) return load();
    const now = Date.now();
    const hit = this.#entries.get(key);
    if (hit && hit.expiresAt > now) return hit.value as T;
    const generation = this.#generation;
    const value = await load();
    if (generation !== this.#generation) return value;
    if (this.#entries.size >= this.#maxEntries) this.#entries.clear();
    this.#entries.set(key, { value, expiresAt: now + this.#ttlMs });
    return value;
  }

  /** Drops the entries under `prefix` here and tells every listener (the other instances). */
  invalidate(prefix = '') {
    this.invalidateHere(prefix);
    for (const listener of this.#listeners) listener(prefix);
  }

  /** Drops the entries under `prefix` in this instance only (another instance's news). */
  invalidateHere(prefix = '') {
    this.#generation += 1;
    for (const key of this.#entries.keys()) if (key.startsWith(prefix)) this.#entries.delete(key);
  }

  /** Calls `listener` with the prefix of every `invalidate`; the answer removes it again. */
  onInvalidate(listener: (prefix: string) => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }
}
