import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { SwitchField } from '@/components/ui/SwitchField';
import { TextField } from '@/components/ui/TextField';

const SUGGESTED_SAT = 10_000;
const WHOLE_SATS = /^\d{1,12}$/;

/**
 * "Ask for the PIN before paying more than N sats": off, or on with a whole number of sats.
 * `onChange` asks for the PIN when the change means asking less (off, or a higher limit) and
 * resolves whether it was made. The number is taken when the field is left (or on Enter), so the
 * PIN is asked once for the number typed, never for each digit on the way to it.
 */
export function PaymentPinSetting({
  aboveSat,
  onChange,
}: {
  aboveSat: number | null;
  onChange: (aboveSat: number | null) => Promise<boolean>;
}) {
  const { t } = useLingui();
  const [text, setText] = useState(String(aboveSat ?? SUGGESTED_SAT));
  const valid = WHOLE_SATS.test(text.trim());

  const commit = () => {
    const typed = text.trim();
    if (!WHOLE_SATS.test(typed) || aboveSat === null || Number(typed) === aboveSat) {
      return;
    }
    // Refused (the PIN was not given): the field shows the limit that still holds.
    void onChange(Number(typed)).then((made) => made || setText(String(aboveSat)));
  };

  return (
    <div className="space-y-3">
      <SwitchField
        label={t`Ask for the PIN before large payments`}
        checked={aboveSat !== null}
        onChange={(on) => void onChange(on ? (valid ? Number(text.trim()) : SUGGESTED_SAT) : null)}
      />
      {aboveSat !== null && (
        <TextField
          label={t`Ask above this many sats`}
          inputMode="numeric"
          autoComplete="off"
          value={text}
          error={valid ? undefined : t`Enter a whole number of sats, such as 10000.`}
          hint={t`0 asks before every payment.`}
          onChange={(event) => setText(event.target.value)}
          onBlur={commit}
          onKeyDown={(event) => event.key === 'Enter' && event.currentTarget.blur()}
        />
      )}
    </div>
  );
}
