import { msg, t } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { ScreenHeading } from '@/components/ui/ScreenHeading';
import { LONG_PIN_MIN_DIGITS, PASSPHRASE_MIN_LENGTH, secretProblem } from '@/lib/lock-secret';
import type { SecretKind } from '@/lib/lock-secret';
import { paths } from '@/lib/paths';
import { PinPad, SecretField, SecretPad, confirmPin, confirmWithPasskey, setPin } from '@/session';
import { useLockState } from '@/session';
import { ChoiceGroup } from './ChoiceGroup';

type Step =
  { kind: 'current' } | { kind: 'new'; note?: string } | { kind: 'repeat'; first: string };

/** Where to go once the PIN is set: back where the person came from (Home's offer), or Settings. */
export interface PinSetupState {
  returnTo?: string;
}

const KINDS = [
  { value: 'pin', label: msg({ message: '6-digit PIN', comment: 'What unlocks the app' }) },
  { value: 'long-pin', label: msg({ message: 'Longer PIN', comment: 'What unlocks the app' }) },
  { value: 'passphrase', label: msg({ message: 'Passphrase', comment: 'What unlocks the app' }) },
] as const satisfies readonly { value: SecretKind; label: MessageDescriptor }[];

/**
 * What each choice protects against, in the README's measured figures ("Keys at rest"): the pad
 * stops a person holding the phone; a copy of the storage is guessed offline at the cost of one
 * scrypt run a guess.
 */
function WhatItProtects({ kind }: { kind: SecretKind }) {
  const digits = LONG_PIN_MIN_DIGITS;
  const length = PASSPHRASE_MIN_LENGTH;
  return (
    <p className="text-sm text-zinc-600 dark:text-zinc-400">
      {kind === 'pin' && (
        <Trans>
          Stops whoever picks up this phone: through the PIN pad, guessing takes years. It does not
          keep a copy of this app’s storage safe for long: trying all million PINs takes a day or a
          few on one computer, and minutes on a graphics card.
        </Trans>
      )}
      {kind === 'long-pin' && (
        <Trans>
          {digits} digits or more. A copy of this app’s storage then takes thousands of years on one
          computer, and years on a graphics card, to guess.
        </Trans>
      )}
      {kind === 'passphrase' && (
        <Trans>
          At least {length} characters: best four or more random words. Out of reach of anyone
          guessing from a copy of this app’s storage.
        </Trans>
      )}
    </p>
  );
}

/** Why a new secret will not do, in words; null when it will. */
function describeProblem(kind: SecretKind, secret: string): string | null {
  const problem = secretProblem(kind, secret);
  if (problem === null) {
    return null;
  }
  if (problem === 'too-long') {
    return t`That is too long. Choose a shorter one.`;
  }
  return kind === 'long-pin'
    ? t`Use ${LONG_PIN_MIN_DIGITS} digits or more, digits only.`
    : t`Use at least ${PASSPHRASE_MIN_LENGTH} characters.`;
}

/** Set the lock's secret (twice, so a slip is caught), or change it after the current one. */
export function PinSetupScreen() {
  const { t } = useLingui();
  const { pinSet, secret } = useLockState();
  // With a lock set, only someone who can open it may replace it. Decided once: the lock flips
  // to "set" as this screen saves. (With the passkey alone there is no PIN to change: one is set.)
  const [confirmFirst] = useState(pinSet);
  const [changing] = useState(pinSet && secret !== null);
  const [step, setStep] = useState<Step>(confirmFirst ? { kind: 'current' } : { kind: 'new' });
  const [kind, setKind] = useState<SecretKind>('pin');
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState('');
  const navigate = useNavigate();
  const returnTo =
    (useLocation().state as PinSetupState | null)?.returnTo ?? paths.settings.getHref();

  const save = (secret: string) => {
    setSaving(true);
    setPin(secret, kind).then(
      () => navigate(returnTo, { replace: true }),
      () => {
        setSaving(false);
        setFailure(t`The PIN could not be saved on this device. Nothing was changed.`);
        setStep({ kind: 'new' });
      },
    );
  };
  const chosen = (first: string) => {
    const note = describeProblem(kind, first);
    setStep(note === null ? { kind: 'repeat', first } : { kind: 'new', note });
  };
  const repeated = (first: string) => (secret: string) =>
    secret === first
      ? save(secret)
      : setStep({
          kind: 'new',
          note:
            kind === 'passphrase'
              ? t`The two passphrases were not the same. Choose one again.`
              : t`The two PINs were not the same. Choose a PIN again.`,
        });

  const newLabel =
    kind === 'passphrase'
      ? t`Choose a passphrase`
      : kind === 'long-pin'
        ? t`Choose a longer PIN`
        : changing
          ? t`Choose a new PIN`
          : t`Choose a PIN`;
  const repeatLabel =
    kind === 'passphrase' ? t`Enter the same passphrase again` : t`Enter the same PIN again`;

  return (
    <div className="space-y-6">
      <ScreenHeading title={changing ? t`Change your PIN` : t`Set a PIN`}>
        <Trans>
          Pocketbits will ask for it when it opens. If you forget it, the wallets on this device
          can’t be opened, so keep a backup.
        </Trans>
      </ScreenHeading>
      {step.kind === 'current' && <CurrentSecret onConfirmed={() => setStep({ kind: 'new' })} />}
      {step.kind === 'new' && (
        <>
          <ChoiceGroup
            legend={t`Unlock with`}
            name="secret-kind"
            value={kind}
            choices={KINDS.map(({ value, label }) => ({ value, label: t(label) }))}
            onChange={setKind}
          />
          <WhatItProtects kind={kind} />
          {kind === 'pin' ? (
            <PinPad key="new" label={newLabel} message={step.note ?? failure} onComplete={chosen} />
          ) : (
            <SecretField
              key={`new-${kind}`}
              kind={kind}
              label={newLabel}
              autoComplete="new-password"
              submitLabel={t({ message: 'Next', context: 'a button: to the next step' })}
              message={step.note ?? failure}
              onSubmit={chosen}
            />
          )}
        </>
      )}
      {step.kind === 'repeat' &&
        (kind === 'pin' ? (
          <PinPad
            key="repeat"
            label={repeatLabel}
            disabled={saving}
            message={saving ? t`Saving…` : ''}
            onComplete={repeated(step.first)}
          />
        ) : (
          <SecretField
            key={`repeat-${kind}`}
            kind={kind}
            label={repeatLabel}
            autoComplete="new-password"
            submitLabel={t({
              message: 'Save',
              context: 'a button: save the new PIN or passphrase',
            })}
            disabled={saving}
            message={saving ? t`Saving…` : ''}
            onSubmit={repeated(step.first)}
          />
        ))}
    </div>
  );
}

/** The lock as it is now (PIN, passphrase or passkey) opens the way to a new one. */
function CurrentSecret({ onConfirmed }: { onConfirmed: () => void }) {
  const { t } = useLingui();
  return (
    <SecretPad
      label={{
        pin: t`Enter your current PIN`,
        passphrase: t`Enter your current passphrase`,
        passkey: t`Confirm with your passkey`,
      }}
      checkPin={async (pin) => {
        const result = await confirmPin(pin);
        if (result.kind === 'ok') {
          onConfirmed();
        }
        return result;
      }}
      passkeyLabel={t`Use passkey`}
      openWithPasskey={() => confirmWithPasskey().then(onConfirmed)}
    />
  );
}
