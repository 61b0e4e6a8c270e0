import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { SwitchField } from '@/components/ui/SwitchField';
import { TextField } from '@/components/ui/TextField';

const SUGGESTED_SAT = 10_000;

/** "Ask for the PIN before paying more than N sats": off, or on with a whole number of sats. */
export function PaymentPinSetting({
  aboveSat,
  onChange,
}: {
  aboveSat: number | null;
  onChange: (aboveSat: number | null) => void;
}) {
  const { t } = useLingui();
  const [text, setText] = useState(String(aboveSat ?? SUGGESTED_SAT));
  const valid = /^\d{1,12}$/.test(text.trim());
  return (
    <div className="space-y-3">
      <SwitchField
        label={t`Ask for the PIN before large payments`}
        checked={aboveSat !== null}
        onChange={(on) => onChange(on ? (valid ? Number(text.trim()) : SUGGESTED_SAT) : null)}
      />
      {aboveSat !== null && (
        <TextField
          label={t`Ask above this many sats`}
          inputMode="numeric"
          autoComplete="off"
          value={text}
          error={valid ? undefined : t`Enter a whole number of sats, such as 10000.`}
          hint={t`0 asks before every payment.`}
          onChange={(event) => {
            setText(event.target.value);
            if (/^\d{1,12}$/.test(event.target.value.trim())) {
              onChange(Number(event.target.value.trim()));
            }
          }}
        />
      )}
    </div>
  );
}
