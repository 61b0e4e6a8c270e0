import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { NwcPermissions } from '@/api/nwc';
import { SegmentedRadios } from '@/components/ui/SegmentedRadios';
import { PERMISSION_ORDER, PERMISSION_PRESETS, presetOf } from './connection-form';
import type { PermissionPresetId } from './connection-form';
import type { UpdateConnectionForm } from './useConnectionForm';

/**
 * LNbits' names of its six permissions, in the person's language. The server sends its names in
 * English, so these win for the ids they cover; the server's name is kept for any other id.
 */
const PERMISSION_NAMES: Record<string, MessageDescriptor> = {
  pay: msg`Send payments`,
  invoice: msg`Create invoices`,
  lookup: msg`Lookup status of invoice`,
  history: msg`Read transaction history`,
  balance: msg`Read wallet balance`,
  info: msg`Read account info`,
};

export interface PermissionsFieldProps {
  /** The server's permissions (E16); LNbits' six are used while they load. */
  permissions: NwcPermissions | undefined;
  chosen: string[];
  error: string | undefined;
  update: UpdateConnectionForm;
  showCustom: boolean;
  onToggleCustom: () => void;
}

/** "What the app may do": a preset, or the permissions one by one. */
export function PermissionsField({
  permissions,
  chosen,
  error,
  update,
  showCustom,
  onToggleCustom,
}: PermissionsFieldProps) {
  const { t } = useLingui();
  const serverIds = permissions ? Object.keys(permissions) : PERMISSION_ORDER;
  const permissionIds = [
    ...PERMISSION_ORDER.filter((id) => serverIds.includes(id)),
    ...serverIds.filter((id) => !PERMISSION_ORDER.includes(id)),
  ];
  const preset = presetOf(chosen);
  const setPermissions = (next: string[]) => update({ permissions: next }, ['permissions']);
  const presetOptions = PERMISSION_PRESETS.map((p) => ({ id: p.id, label: t(p.label) }));
  const presetHint = PERMISSION_PRESETS.find((p) => p.id === preset)?.hint;
  const nameOf = (id: string) => {
    const name = PERMISSION_NAMES[id];
    return name ? t(name) : (permissions?.[id]?.name ?? id);
  };

  return (
    <fieldset className="space-y-3">
      <legend className="mb-2 text-sm font-medium">
        <Trans>What the app may do</Trans>
      </legend>
      <SegmentedRadios<PermissionPresetId>
        options={presetOptions}
        value={preset}
        onChange={(id) =>
          setPermissions([...(PERMISSION_PRESETS.find((p) => p.id === id)?.permissions ?? [])])
        }
        columns="grid-cols-3"
        segmentPadding="px-2 text-center"
      />
      <p className="text-sm text-zinc-600 dark:text-zinc-400">
        {presetHint ? t(presetHint) : t`Custom permissions.`}
      </p>
      <button
        type="button"
        className="text-sm font-medium text-amber-700 underline-offset-2 hover:underline dark:text-amber-400"
        aria-expanded={showCustom}
        onClick={onToggleCustom}
      >
        {showCustom ? t`Hide permission details` : t`Choose permissions one by one`}
      </button>
      {showCustom && (
        <div className="space-y-1" role="group" aria-label={t`Permissions`}>
          {permissionIds.map((id) => (
            <label key={id} className="flex min-h-11 items-center gap-3 text-sm">
              <input
                type="checkbox"
                className="size-5 accent-amber-500"
                checked={chosen.includes(id)}
                onChange={(event) =>
                  setPermissions(
                    event.target.checked ? [...chosen, id] : chosen.filter((p) => p !== id),
                  )
                }
              />
              <span>
                {nameOf(id)}
                {permissions?.[id] && (
                  <span className="block text-xs text-zinc-500 dark:text-zinc-400">
                    {permissions[id].methods.join(', ')}
                  </span>
                )}
              </span>
            </label>
          ))}
        </div>
      )}
      {error && <p className="text-sm text-red-700 dark:text-red-400">{error}</p>}
    </fieldset>
  );
}
