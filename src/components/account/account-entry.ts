// What a person types to open their LNbits account (the wallet link of LNbits' page, or the
// username and password), and what counts as a valid entry: one rule for every screen that asks.
import { t } from '@lingui/core/macro';
import { readLnbitsWalletLink } from '@/lib/wallet-link';

export type AccountWay = 'link' | 'password';

/** What was typed, kept while the person switches between the two ways. */
export interface AccountEntryState {
  way: AccountWay;
  link: string;
  username: string;
  password: string;
}

/** An account entry that may be sent: the user id of a wallet link, or a username and password. */
export type AccountEntry =
  | { kind: 'wallet-link'; userId: string }
  | { kind: 'password'; username: string; password: string };

export const EMPTY_ACCOUNT_ENTRY: AccountEntryState = {
  way: 'link',
  link: '',
  username: '',
  password: '',
};

/**
 * The entry, or what is wrong with it. `sameServer` says whether a wallet link's server is the
 * wallet's: a link to another server would log in somewhere else.
 */
export function readAccountEntry(
  state: AccountEntryState,
  sameServer: (linkServerUrl: string) => boolean,
): { entry: AccountEntry } | { problem: string } {
  if (state.way === 'link') {
    const parsed = readLnbitsWalletLink(state.link);
    if (!parsed) {
      return { problem: t`Paste the wallet link from the LNbits wallet page (it has usr= in it).` };
    }
    if (!sameServer(parsed.serverUrl)) {
      return { problem: t`This link is for another server.` };
    }
    return { entry: { kind: 'wallet-link', userId: parsed.userId } };
  }
  if (state.username.trim() === '' || state.password === '') {
    return { problem: t`Type the username and the password.` };
  }
  return {
    entry: { kind: 'password', username: state.username.trim(), password: state.password },
  };
}
