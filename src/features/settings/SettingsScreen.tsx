import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { Suspense, lazy, useId, useState } from 'react';
import type { ReactNode } from 'react';
import { ScreenHeading } from '@/components/ui/ScreenHeading';
import { Skeleton } from '@/components/ui/Skeleton';
import { appOrigin } from '@/api/app-origin';
import { displayServerUrl } from '@/lib/server-url';
import { useActiveWallet, useSettings, useWallets, withCatalog } from '@/session';
import type { Denomination, Theme } from '@/session';
import { AppLockSetting } from './AppLockSetting';
import { ChoiceGroup } from './ChoiceGroup';
import { FiatCurrencySetting } from './FiatCurrencySetting';
import { LanguageSetting } from './LanguageSetting';
import { readPushSupport } from './notifications/browser-support';
import { NotificationsUnavailable } from './notifications/NotificationsUnavailable';
import { PaymentLinksSetting } from './PaymentLinksSetting';
import { WalletCurrencySetting } from './WalletCurrencySetting';
import { WhenScrolledTo } from './WhenScrolledTo';

// Payment notifications load only when the person scrolls to them, after Settings' first render:
// none of that code is in any screen's first load (scripts/first-render-imports.test.ts). The
// account form's words come with it.
const NotificationsSetting = lazy(() =>
  withCatalog('account', () => import('./notifications/NotificationsSetting')).then((module) => ({
    default: module.NotificationsSetting,
  })),
);

/**
 * Settings → Notifications. A browser without them says so at once; in one with them, each
 * server's card loads when scrolled to, in a placeholder of a card's height per server, so that
 * the wallets below do not move under a thumb on their way to them (WebKit has no scroll
 * anchoring to hide such a jump).
 */
function NotificationsSection() {
  const [support] = useState(readPushSupport);
  const { connections } = useWallets();
  if (!support.ok) {
    return <NotificationsUnavailable reason={support.reason} />;
  }
  // The servers as session/notifications' serverOf keys them (one card each); that module is
  // not imported here, as it loads only with the notifications part.
  const serverCount = new Set(
    connections.map((connection) => displayServerUrl(connection.serverUrl, appOrigin())),
  ).size;
  const placeholder = (
    <div className="space-y-6">
      {Array.from({ length: Math.max(1, serverCount) }, (_, index) => (
        <Skeleton key={index} className="h-32 w-full rounded-2xl" />
      ))}
    </div>
  );
  return (
    <WhenScrolledTo placeholder={placeholder}>
      <Suspense fallback={placeholder}>
        <NotificationsSetting />
      </Suspense>
    </WhenScrolledTo>
  );
}

const DENOMINATIONS = [
  // A unit: written the same in every language.
  // eslint-disable-next-line lingui/no-unlocalized-strings
  { value: 'sats', label: 'Sats' },
  { value: 'btc', label: 'BTC' },
] as const satisfies readonly { value: Denomination; label: string }[];

const THEMES = [
  { value: 'system', label: msg({ message: 'System', context: 'theme: as the device is set' }) },
  { value: 'light', label: msg({ message: 'Light', context: 'theme' }) },
  { value: 'dark', label: msg({ message: 'Dark', context: 'theme' }) },
] as const satisfies readonly { value: Theme; label: MessageDescriptor }[];

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="space-y-4">
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

/**
 * `wallets` is the wallets feature's list (ManageWallets): src/app/SettingsRoute.tsx puts it here,
 * so that neither feature imports the other.
 */
export function SettingsScreen({ wallets }: { wallets: ReactNode }) {
  const { t } = useLingui();
  const wallet = useActiveWallet();
  const [settings, update] = useSettings();
  if (!wallet) {
    return null;
  }

  return (
    <div className="space-y-8">
      <ScreenHeading title={t`Settings`}>
        <Trans>Kept on this device.</Trans>
      </ScreenHeading>

      <Section title={t`Language`}>
        <LanguageSetting value={settings.locale} onChange={(locale) => update({ locale })} />
      </Section>

      <Section title={t`Amounts`}>
        <ChoiceGroup
          legend={t`Show amounts in`}
          name="denomination"
          value={settings.denomination}
          choices={DENOMINATIONS}
          onChange={(denomination) => update({ denomination })}
        />
        <FiatCurrencySetting
          server={wallet}
          value={settings.fiatCurrency}
          onChange={(fiatCurrency) => update({ fiatCurrency })}
        />
        {settings.fiatCurrency && (
          <WalletCurrencySetting
            key={`${wallet.id}:${settings.fiatCurrency}`}
            wallet={wallet}
            currency={settings.fiatCurrency}
          />
        )}
      </Section>

      <Section title={t`Appearance`}>
        <ChoiceGroup
          legend={t`Theme`}
          name="theme"
          value={settings.theme}
          choices={THEMES.map(({ value, label }) => ({ value, label: t(label) }))}
          onChange={(theme) => update({ theme })}
        />
      </Section>

      <Section title={t`App lock`}>
        <AppLockSetting />
      </Section>

      <Section title={t`Payment links`}>
        <PaymentLinksSetting />
      </Section>

      <Section title={t`Notifications`}>
        <NotificationsSection />
      </Section>

      <Section title={t`Wallets`}>{wallets}</Section>
    </div>
  );
}
