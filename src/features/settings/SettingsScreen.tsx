import { useId } from 'react';
import type { ReactNode } from 'react';
import { ScreenHeading } from '@/components/ui/ScreenHeading';
import { useActiveWallet, useSettings } from '@/session';
import type { Denomination, Theme } from '@/session';
import { AppLockSetting } from './AppLockSetting';
import { ChoiceGroup } from './ChoiceGroup';
import { FiatCurrencySetting } from './FiatCurrencySetting';
import { PaymentLinksSetting } from './PaymentLinksSetting';

const DENOMINATIONS = [
  { value: 'sats', label: 'Sats' },
  { value: 'btc', label: 'BTC' },
] as const satisfies readonly { value: Denomination; label: string }[];

const THEMES = [
  { value: 'system', label: 'System' },
  { value: 'light', label: 'Light' },
  { value: 'dark', label: 'Dark' },
] as const satisfies readonly { value: Theme; label: string }[];

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
  const wallet = useActiveWallet();
  const [settings, update] = useSettings();
  if (!wallet) {
    return null;
  }

  return (
    <div className="space-y-8">
      <ScreenHeading title="Settings">Kept on this device.</ScreenHeading>

      <Section title="Amounts">
        <ChoiceGroup
          legend="Show amounts in"
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
      </Section>

      <Section title="Appearance">
        <ChoiceGroup
          legend="Theme"
          name="theme"
          value={settings.theme}
          choices={THEMES}
          onChange={(theme) => update({ theme })}
        />
      </Section>

      <Section title="App lock">
        <AppLockSetting />
      </Section>

      <Section title="Payment links">
        <PaymentLinksSetting />
      </Section>

      <Section title="Wallets">{wallets}</Section>
    </div>
  );
}
