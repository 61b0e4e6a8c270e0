import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { ErrorMessage } from '@/components/ErrorMessage';
import { Button } from '@/components/ui/Button';
import { Notice } from '@/components/ui/Notice';
import { formatList } from '@/lib/locale';
import type { NotificationStatus } from '@/session/notifications';
import { AccountForm } from './AccountForm';
import { NotificationsUnavailable } from './NotificationsUnavailable';
import { describeAccountFailure } from './account-failure';
import { useNotificationSwitch } from './useNotificationSwitch';
import type { Outcome } from './useNotificationSwitch';
import { useServerNotifications } from './useServerNotifications';
import type { ServerRow } from './useServerNotifications';

/**
 * Settings → Notifications: per server the wallets here live on, "Tell me when money arrives",
 * through LNbits' own Web Push (src/session/notifications). Loaded when Settings is scrolled to it,
 * in a browser that can show them (SettingsScreen tells the others why at once).
 */
export function NotificationsSetting() {
  const { rows, support, refresh } = useServerNotifications();
  if (!support.ok) {
    return <NotificationsUnavailable reason={support.reason} />;
  }
  return (
    <div className="space-y-6">
      {rows.map((row) => (
        <ServerNotifications
          key={row.server}
          row={row}
          several={rows.length > 1}
          onChanged={refresh}
        />
      ))}
    </div>
  );
}

function ServerNotifications({
  row,
  several,
  onChanged,
}: {
  row: ServerRow;
  several: boolean;
  onChanged: () => void;
}) {
  const headingId = useId();
  const { flow, outcome, error, switchOn, switchOff, startOn, cancel } = useNotificationSwitch(
    row,
    onChanged,
  );
  const { status, entry } = row;
  const busy = flow.step === 'working';
  const names = formatList(row.wallets.map((wallet) => wallet.name));

  const isOn =
    status.kind === 'on' || status.kind === 'lapsed' || (status.kind === 'blocked' && entry);
  const notCovered =
    status.kind === 'on'
      ? row.wallets.filter(
          (wallet) => !wallet.walletId || !status.walletIds.includes(wallet.walletId),
        )
      : [];
  const uncoveredNames = formatList(notCovered.map((wallet) => wallet.name));
  const showForm = flow.step === 'account' || (flow.step === 'working' && flow.fromForm);
  const purpose = flow.step === 'idle' ? 'on' : flow.purpose;
  const accountProblem = error ? describeAccountFailure(error) : null;

  return (
    <section
      aria-labelledby={headingId}
      data-testid="server-notifications"
      className="space-y-3 rounded-2xl border border-zinc-200 p-4 dark:border-zinc-800"
    >
      <div>
        <h3 id={headingId} className="font-medium">
          {names}
        </h3>
        {several && <p className="text-sm text-zinc-600 dark:text-zinc-400">{row.host}</p>}
      </div>

      <StatusLine status={status} />

      {status.kind === 'on' && notCovered.length > 0 && (
        <p className="text-sm text-zinc-600 dark:text-zinc-400">
          <Trans>Not for {uncoveredNames}: another account on this server.</Trans>
        </p>
      )}

      <OutcomeNotice outcome={outcome} names={names} />

      {showForm ? (
        <AccountForm
          purpose={purpose}
          server={row.server}
          busy={busy}
          problem={accountProblem}
          onSubmit={(account, remember) =>
            purpose === 'on' ? switchOn(account, remember, true) : switchOff(account, true)
          }
          onDeviceOnly={() => switchOff('device-only', true)}
          onCancel={cancel}
        />
      ) : (
        <>
          {error !== null && !accountProblem && <ErrorMessage error={error} />}
          {isOn ? (
            <Button
              variant="secondary"
              className="w-full"
              busy={busy}
              needsNetwork
              onClick={() => switchOff({ kind: 'remembered' }, false)}
            >
              <Trans>Turn off notifications</Trans>
            </Button>
          ) : null}
          {status.kind === 'off' || status.kind === 'lapsed' ? (
            <Button className="w-full" busy={busy} needsNetwork onClick={startOn}>
              {status.kind === 'lapsed' ? (
                <Trans>Turn notifications on again</Trans>
              ) : (
                <Trans>Tell me when money arrives</Trans>
              )}
            </Button>
          ) : null}
        </>
      )}
    </section>
  );
}

function StatusLine({ status }: { status: NotificationStatus }) {
  return (
    <p role="status" data-testid="notifications-status" className="text-sm">
      {status.kind === 'on' ? (
        <Trans>On: a notification when money arrives, also while Pocketbits is closed.</Trans>
      ) : status.kind === 'lapsed' ? (
        <Trans>Stopped: this browser ended the subscription. Turn it on again.</Trans>
      ) : status.kind === 'blocked' ? (
        <Trans>
          Blocked: this browser doesn’t let Pocketbits show notifications. Allow them in the
          browser’s settings for this site, then try again.
        </Trans>
      ) : (
        <Trans>Off.</Trans>
      )}
    </p>
  );
}

/** What the last attempt to turn them on came to, when it did not turn them on. */
function OutcomeNotice({ outcome, names }: { outcome: Outcome | null; names: string }) {
  const { t } = useLingui();
  return outcome === 'blocked' || outcome === 'dismissed' ? (
    <Notice tone="warning" title={t`Notifications weren’t allowed`}>
      {outcome === 'blocked' ? (
        <Trans>Allow notifications for this site in the browser’s settings, then try again.</Trans>
      ) : (
        <Trans>Tap again and choose Allow when the browser asks.</Trans>
      )}
    </Notice>
  ) : outcome === 'server-has-no-push' ? (
    <Notice tone="warning" title={t`This server sends no notifications`}>
      <Trans>Its LNbits has Web Push turned off, or is too old for it.</Trans>
    </Notice>
  ) : outcome === 'other-account' ? (
    <Notice tone="warning" title={t`Another account`}>
      <Trans>That account has none of the wallets you use here. Give the account of {names}.</Trans>
    </Notice>
  ) : null;
}
