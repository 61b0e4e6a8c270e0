import { useMutation, useQueryClient } from '@tanstack/react-query';
import { isApiError } from '@/api/http';
import type { WalletAuth } from '@/api/http';
import { walletKeys } from '@/api/keys';
import { createPayLink, updatePayLink } from '@/api/lnurlp';
import type { PayLink } from '@/api/lnurlp';
import { namedLinkInput, nextUsername, quickPayLinkInput } from './lightning-address';

/** How many names a suggestion may run through ("bob", "bob2", … "bob5") before asking. */
const SUGGESTION_TRIES = 5;

/** lnurlp's answer for a name in use: 409 "Username already taken." (views_api.py). */
export function isUsernameTaken(error: unknown): boolean {
  return (
    isApiError(error) &&
    error.kind === 'http' &&
    (error.status === 409 || /username already taken/i.test(error.detail))
  );
}

/** Every name tried was in use; `next` is the one to offer the person. */
export class UsernameTakenError extends Error {
  constructor(
    readonly username: string,
    readonly next: string,
  ) {
    // For logs only: AddressNameScreen says it to the person in their language.
    // eslint-disable-next-line lingui/no-unlocalized-strings
    super(`“${username}” is taken.`);
    this.name = 'UsernameTakenError';
  }
}

export interface QuickAddressRequest {
  /** The address's name, or null for a reusable code without one. */
  username: string | null;
  /** The name is the app's suggestion: taken, the next ones are tried without asking. */
  suggested?: boolean;
  /** The wallet's nameless code, which gets the name (its QR code keeps working). */
  link?: PayLink | null;
}

/**
 * Makes the wallet's reusable code (admin key), or gives it a name: name@server. lnurlp checks a
 * name only when a link is saved, so a taken one is found by trying: a suggested name moves on to
 * the next few by itself, a typed one comes back with another to offer.
 */
export function useQuickAddress(wallet: WalletAuth & { id: string }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ username, suggested = false, link }: QuickAddressRequest) => {
      if (username === null) {
        return createPayLink(wallet, quickPayLinkInput(null));
      }
      let name = username;
      for (let attempt = 1; ; attempt += 1) {
        try {
          return await (link
            ? updatePayLink(wallet, link.id, namedLinkInput(link, name))
            : createPayLink(wallet, quickPayLinkInput(name)));
        } catch (error) {
          if (!isUsernameTaken(error)) {
            throw error;
          }
          if (!suggested || attempt >= SUGGESTION_TRIES) {
            throw new UsernameTakenError(name, nextUsername(name));
          }
          name = nextUsername(name);
        }
      }
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: walletKeys.payLinks(wallet.id) }),
  });
}
