/**
 * A Map that reads through to another (`base`, never written) and keeps only its own writes: what a query's throwaway
 * draft (core/draft `queryDraftOf`) takes for a copy of a Map, so a preview that moves one piece of hundreds copies
 * none. It answers and iterates exactly as `new Map(base)` written the same way would: a written key keeps its place, a
 * new key (or one deleted and set again) comes after the rest.
 */
export class MapOverlay<K, V> implements Map<K, V> {
  /** Base keys written, with their values; base keys deleted; keys set that the base lacks (or deleted), in order. */
  private readonly changed = new Map<K, V>();
  private readonly removed = new Set<K>();
  private readonly added = new Map<K, V>();

  constructor(private readonly base: ReadonlyMap<K, V>) {}

  get size(): number {
    return this.base.size - this.removed.size + this.added.size;
  }

  has(key: K): boolean {
    return this.added.has(key) || (!this.removed.has(key) && this.base.has(key));
  }

  get(key: K): V | undefined {
    if (this.added.size !== 0 && this.added.has(key)) return this.added.get(key);
    if (this.removed.size !== 0 && this.removed.has(key)) return undefined;
    return this.changed.has(key) ? this.changed.get(key) : this.base.get(key);
  }

  set(key: K, value: V): this {
    if (!this.added.has(key) && !this.removed.has(key) && this.base.has(key)) this.changed.set(key, value);
    else this.added.set(key, value);
    return this;
  }

  delete(key: K): boolean {
    if (this.added.delete(key)) return true;
    if (this.removed.has(key) || !this.base.has(key)) return false;
    this.removed.add(key);
    this.changed.delete(key);
    return true;
  }

  clear(): void {
    for (const key of this.base.keys()) this.removed.add(key);
    this.changed.clear();
    this.added.clear();
  }

  *entries(): MapIterator<[K, V]> {
    const { changed, removed } = this;
    for (const [key, value] of this.base) {
      if (removed.size !== 0 && removed.has(key)) continue;
      yield [key, changed.size !== 0 && changed.has(key) ? (changed.get(key) as V) : value];
    }
    yield* this.added;
  }

  *keys(): MapIterator<K> {
    for (const [key] of this.entries()) yield key;
  }

  *values(): MapIterator<V> {
    for (const [, value] of this.entries()) yield value;
  }

  [Symbol.iterator](): MapIterator<[K, V]> {
    return this.entries();
  }

  forEach(fn: (value: V, key: K, map: Map<K, V>) => void, thisArg?: unknown): void {
    for (const [key, value] of this.entries()) fn.call(thisArg, value, key, this);
  }

  readonly [Symbol.toStringTag] = "Map";
}
