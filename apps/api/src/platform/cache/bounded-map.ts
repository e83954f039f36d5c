/**
 * A Map that keeps at most `capacity` entries: setting a new key when full forgets the
 * oldest one first (insertion order), so a cache of request-derived keys cannot grow without
 * end.
 */
export class BoundedMap<Key, Value> extends Map<Key, Value> {
  constructor(private readonly capacity: number) {
    super();
  }

  override set(key: Key, value: Value): this {
    if (!this.has(key) && this.size >= this.capacity) {
      const oldest = this.keys().next();
      if (!oldest.done) this.delete(oldest.value);
    }
    return super.set(key, value);
  }
}
