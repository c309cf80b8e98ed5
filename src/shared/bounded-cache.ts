/**
 * A Map that keeps at most `capacity` entries: reading an entry makes it the most recent, and
 * adding one past the capacity drops the least recently used. For caches a process keeps between
 * requests (the matching's analysed profiles, phrase vectors, pair scores), so memory stays bounded
 * however many members are scored, while the entries a busy page reads again stay.
 */
export class BoundedCache<K, V> {
  readonly #entries = new Map<K, V>();

  constructor(readonly capacity: number) {
    if (!(capacity >= 1)) throw new Error(`BoundedCache capacity must be at least 1, got ${capacity}`);
  }

  get size(): number {
    return this.#entries.size;
  }

  has(key: K): boolean {
    return this.#entries.has(key);
  }

  /** The value (and it becomes the most recent), or undefined. */
  get(key: K): V | undefined {
    const value = this.#entries.get(key);
    if (value === undefined && !this.#entries.has(key)) return undefined;
    this.#entries.delete(key);
    this.#entries.set(key, value as V);
    return value;
  }

  /**
   * The values of `keys` that are kept (each made the most recent), and the distinct keys that are
   * not, for a caller that fetches those in one batch and `set`s them.
   */
  getMany(keys: Iterable<K>): { found: Map<K, V>; missing: K[] } {
    const found = new Map<K, V>();
    const missing: K[] = [];
    const seen = new Set<K>();
    for (const key of keys) {
      if (seen.has(key)) continue;
      seen.add(key);
      if (this.#entries.has(key)) found.set(key, this.get(key) as V);
      else missing.push(key);
    }
    return { found, missing };
  }

  set(key: K, value: V): this {
    this.#entries.delete(key);
    this.#entries.set(key, value);
    if (this.#entries.size > this.capacity) {
      // A Map iterates in insertion order: the first key is the least recently used.
      const oldest = this.#entries.keys().next();
      if (!oldest.done) this.#entries.delete(oldest.value);
    }
    return this;
  }

  /** The values, least recently used first (reading them changes no order). */
  values(): IterableIterator<V> {
    return this.#entries.values();
  }
}
