// The fields a person opens their LNbits account with (notifications, new keys): the wallet link
// or the username and password, the choice between them kept with what was typed.
import { useLingui } from '@lingui/react/macro';
import { SegmentedRadios } from '../ui/SegmentedRadios';
import { TextField } from '../ui/TextField';
import type { AccountEntryState } from './account-entry';

/** The choice of way, then its fields; `problem` shows under the last field. */
export function AccountEntryFields({
  state,
  onChange,
  problem,
}: {
  state: AccountEntryState;
  onChange: (next: AccountEntryState) => void;
  problem: string | undefined;
}) {
  const { t } = useLingui();
  const set = (changes: Partial<AccountEntryState>) => onChange({ ...state, ...changes });
  return (
    <>
      <SegmentedRadios
        options={[
          { id: 'link', label: t`Wallet link` },
          { id: 'password', label: t`Username and password` },
        ]}
        value={state.way}
        onChange={(way) => set({ way })}
        columns="grid-cols-2"
      />
      {state.way === 'link' ? (
        <TextField
          label={t`LNbits wallet link`}
          name="wallet-link"
          type="url"
          inputMode="url"
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          value={state.link}
          onChange={(event) => set({ link: event.target.value })}
          error={problem}
        />
      ) : (
        <>
          <TextField
            label={t`Username`}
            name="username"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            value={state.username}
            onChange={(event) => set({ username: event.target.value })}
          />
          <TextField
            label={t`Password`}
            name="password"
            type="password"
            autoComplete="current-password"
            value={state.password}
            onChange={(event) => set({ password: event.target.value })}
            error={problem}
          />
        </>
      )}
    </>
  );
}
