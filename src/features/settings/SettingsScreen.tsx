import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { Suspense, lazy, useId } from 'react';
import type { ReactNode } from 'react';
import { ScreenHeading } from '@/components/ui/ScreenHeading';
import { Skeleton } from '@/components/ui/Skeleton';
import { useActiveWallet, useSettings, withCatalog } from '@/session';
import type { Denomination, Theme } from '@/session';
import { AppLockSetting } from './AppLockSetting';
import { ChoiceGroup } from './ChoiceGroup';
import { FiatCurrencySetting } from './FiatCurrencySetting';
import { LanguageSetting } from './LanguageSetting';
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

const notificationsPlaceholder = <Skeleton className="h-32 w-full rounded-2xl" />;

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
        <WhenScrolledTo placeholder={notificationsPlaceholder}>
          <Suspense fallback={notificationsPlaceholder}>
            <NotificationsSetting />
          </Suspense>
        </WhenScrolledTo>
      </Section>

      <Section title={t`Wallets`}>{wallets}</Section>
    </div>
  );
}
