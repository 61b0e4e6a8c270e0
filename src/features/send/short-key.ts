// A node key shortened for a person to compare. Pure.

/** "02abcdef…12345678": the start and end a person compares. */
export function shortenKey(key: string, keep = 8): string {
  return key.length <= keep * 2 + 1 ? key : `${key.slice(0, keep)}…${key.slice(-keep)}`;
}
