/**
 * JSON written the way Python's `json.dumps` writes it by default (`", "` and `": "` separators,
 * non-ASCII escaped as `\uXXXX`), so strings that are hashed or compared byte for byte (LNURL-pay
 * metadata, `extra.success_action`) come out exactly as LNbits makes them.
 */
export function pyJsonDumps(value: unknown): string {
  if (value === null || value === undefined) {
    return 'null';
  }
  if (typeof value === 'string') {
    return JSON.stringify(value).replace(
      /[\u0080-\uffff]/g,
      (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
    );
  }
  if (typeof value === 'number') {
    return pyNumber(value);
  }
  if (typeof value === 'boolean') {
    return value ? 'true' : 'false';
  }
  if (Array.isArray(value)) {
    return `[${value.map(pyJsonDumps).join(', ')}]`;
  }
  if (typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).filter(
      ([, v]) => v !== undefined,
    );
    return `{${entries.map(([k, v]) => `${pyJsonDumps(k)}: ${pyJsonDumps(v)}`).join(', ')}}`;
  }
  return 'null';
}

function pyNumber(value: number): string {
  if (Number.isNaN(value)) {
    return 'NaN';
  }
  if (!Number.isFinite(value)) {
    return value > 0 ? 'Infinity' : '-Infinity';
  }
  return String(value);
}

/** `str(float)` in Python: an integral float keeps its `.0`. */
export function pyFloatStr(value: number): string {
  return Number.isInteger(value) && Math.abs(value) < 1e16 ? `${value}.0` : String(value);
}
