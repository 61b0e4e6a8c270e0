import { RecentRecipients } from './RecentRecipients';
import { usePeople } from './usePeople';
import type { WalletConnection } from '@/session';

/**
 * The people paid before, narrowed to what is typed (usePeople), on Send's start. Loaded apart
 * from the start itself: Paste, Scan and the field come first.
 */
export function PeoplePaidBefore({
  wallet,
  typed,
  onPick,
}: {
  wallet: WalletConnection;
  typed: string;
  onPick: (code: string) => void;
}) {
  const people = usePeople(wallet, typed);
  return (
    <RecentRecipients
      list={people.list}
      canRename={people.canRename}
      failed={people.failed}
      onPick={onPick}
      onForget={people.forget}
      onRename={people.rename}
    />
  );
}
