// The connection whose pairing step the person just left with "Done": back on the list, that card
// is scrolled into view once, so the new connection and its limits are what they see. In memory
// only (a pubkey, nothing secret), taken by the first list that mounts.
let justPaired: string | null = null;

export function rememberJustPaired(pubkey: string): void {
  justPaired = pubkey;
}

export function takeJustPaired(): string | null {
  const pubkey = justPaired;
  justPaired = null;
  return pubkey;
}
