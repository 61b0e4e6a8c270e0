import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { ScreenHeading } from '@/components/ui/ScreenHeading';
import { paths } from '@/lib/paths';
import { PIN_LENGTH, PinPad, confirmPin, setPin, useLockState, usePinEntry } from '@/session';

type Step =
  { kind: 'current' } | { kind: 'new'; note?: string } | { kind: 'repeat'; first: string };

/** Where to go once the PIN is set: back where the person came from (Home's offer), or Settings. */
export interface PinSetupState {
  returnTo?: string;
}

/** Set a PIN (twice, so a slip is caught), or change it after the current one. */
export function PinSetupScreen() {
  const { t } = useLingui();
  const { pinSet } = useLockState();
  // With a PIN set, only someone who knows it may replace it. Decided once: the lock flips to
  // "set" as this screen saves.
  const [changing] = useState(pinSet);
  const [step, setStep] = useState<Step>(changing ? { kind: 'current' } : { kind: 'new' });
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState('');
  const navigate = useNavigate();
  const returnTo =
    (useLocation().state as PinSetupState | null)?.returnTo ?? paths.settings.getHref();

  const save = (pin: string) => {
    setSaving(true);
    setPin(pin).then(
      () => navigate(returnTo, { replace: true }),
      () => {
        setSaving(false);
        setFailure(t`The PIN could not be saved on this device. Nothing was changed.`);
        setStep({ kind: 'new' });
      },
    );
  };
  const repeated = (first: string) => (pin: string) =>
    pin === first
      ? save(pin)
      : setStep({ kind: 'new', note: t`The two PINs were not the same. Choose a PIN again.` });

  return (
    <div className="space-y-6">
      <ScreenHeading title={changing ? t`Change your PIN` : t`Set a PIN`}>
        <Trans>
          Pocketbits will ask for these {PIN_LENGTH} digits when it opens. If you forget them, the
          wallets on this device can’t be opened, so keep a backup.
        </Trans>
      </ScreenHeading>
      {step.kind === 'current' && <CurrentPin onConfirmed={() => setStep({ kind: 'new' })} />}
      {step.kind === 'new' && (
        <PinPad
          key="new"
          label={changing ? t`Choose a new PIN` : t`Choose a PIN`}
          message={step.note ?? failure}
          onComplete={(first) => setStep({ kind: 'repeat', first })}
        />
      )}
      {step.kind === 'repeat' && (
        <PinPad
          key="repeat"
          label={t`Enter the same PIN again`}
          disabled={saving}
          message={saving ? t`Saving…` : ''}
          onComplete={repeated(step.first)}
        />
      )}
    </div>
  );
}

function CurrentPin({ onConfirmed }: { onConfirmed: () => void }) {
  const { t } = useLingui();
  const entry = usePinEntry(async (pin) => {
    const result = await confirmPin(pin);
    if (result.kind === 'ok') {
      onConfirmed();
    }
    return result;
  });
  return (
    <PinPad
      key={entry.round}
      label={t`Enter your current PIN`}
      onComplete={entry.submit}
      disabled={entry.disabled}
      message={entry.message}
    />
  );
}
