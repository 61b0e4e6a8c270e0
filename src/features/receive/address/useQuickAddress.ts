import { useMutation, useQueryClient } from '@tanstack/react-query';
import { isApiError } from '@/api/http';
import type { WalletAuth } from '@/api/http';
import { walletKeys } from '@/api/keys';
import { createPayLink } from '@/api/lnurlp';
import type { PayLink } from '@/api/lnurlp';
import { nextUsername, quickPayLinkInput } from './lightning-address';

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
    // For logs only: QuickAddressSetup says it to the person in their language.
    // eslint-disable-next-line lingui/no-unlocalized-strings
    super(`“${username}” is taken.`);
    this.name = 'UsernameTakenError';
  }
}

export interface QuickAddressRequest {
  username: string;
  /** The name is the app's suggestion: taken, the next ones are tried without asking. */
  suggested: boolean;
}

/**
 * Creates the wallet's Lightning address in one tap (admin key). lnurlp checks a name only when
 * a link is created, so a taken one is found by trying: a suggested name moves on to the next
 * few by itself, a typed one comes back with another to offer.
 */
export function useQuickAddress(wallet: WalletAuth & { id: string }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ username, suggested }: QuickAddressRequest): Promise<PayLink> => {
      let name = username;
      for (let attempt = 1; ; attempt += 1) {
        try {
          return await createPayLink(wallet, quickPayLinkInput(name));
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
