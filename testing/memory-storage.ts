/** An in-memory stand-in for localStorage (the Storage methods the app's stores use). */
export class MemoryStorage {
  readonly map = new Map<string, string>();

  getItem(key: string): string | null {
    return this.map.get(key) ?? null;
  }

  setItem(key: string, value: string): void {
    this.map.set(key, value);
  }

  removeItem(key: string): void {
    this.map.delete(key);
  }

  get length(): number {
    return this.map.size;
  }

  key(index: number): string | null {
    return [...this.map.keys()][index] ?? null;
  }

  /** Every entry, one per line: to check that a secret appears nowhere. */
  everything(): string {
    return [...this.map].join('\n');
  }
}
