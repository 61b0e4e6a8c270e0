import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { StoredPayLink, StoredPayLinkInput } from '@/api/paylinks-stored';
import { storedPayLinkQueries } from '@/api/paylinks-stored-queries';
import type { WalletConnection } from '@/session';
import { matchingPeople, mergePeople, withStoredLabel, withoutStoredLink } from './people';
import type { Person } from './people';
import { useRecentRecipients } from './useRecentRecipients';

type Change = (links: StoredPayLink[]) => StoredPayLinkInput[];

/**
 * The people Send's start offers for what is typed: this device's recent recipients, and for a
 * full-access wallet the pay links LNbits keeps (a receive-only key can't read them). Renaming
 * and removing write back to LNbits, so its page and other devices see the same list.
 */
export function usePeople(wallet: WalletConnection, typed: string) {
  const local = useRecentRecipients(wallet.id);
  const fullAccess = wallet.keyType === 'admin';
  const queryClient = useQueryClient();
  const listQuery = storedPayLinkQueries.list(wallet);
  const stored = useQuery({ ...listQuery, enabled: fullAccess });
  const update = useMutation({
    mutationFn: async (change: Change) => {
      const { updateStoredPayLinks } = await import('@/api/paylinks-stored');
      return updateStoredPayLinks(wallet, change);
    },
    onSuccess: (list) => queryClient.setQueryData(listQuery.queryKey, list),
  });

  const everyone = mergePeople(local.list, stored.data?.links ?? []);
  const forget = (person: Person) => {
    local.forget(person.code);
    if (person.stored) {
      update.mutate((links) => withoutStoredLink(links, person.code));
    }
  };
  const rename = (person: Person, label: string) =>
    update
      .mutateAsync((links) => withStoredLabel(links, person, label))
      .then(
        () => true,
        () => false,
      );
  return {
    list: matchingPeople(everyone, typed),
    /** Whether there is anyone at all (type-ahead may match none of them). */
    anyone: everyone.length > 0,
    /** Names can be kept only where LNbits keeps them. */
    canRename: fullAccess && stored.isSuccess,
    forget,
    rename,
    /** The last change LNbits refused (or never got). */
    failed: update.isError,
    busy: update.isPending,
  };
}

export type People = ReturnType<typeof usePeople>;
