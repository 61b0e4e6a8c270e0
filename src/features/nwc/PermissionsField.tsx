import { Trans, useLingui } from '@lingui/react/macro';
import type { NwcPermissions } from '@/api/nwc';
import { SegmentedRadios } from '@/components/ui/SegmentedRadios';
import { PERMISSION_ORDER, PERMISSION_PRESETS, presetOf } from './connection-form';
import type { PermissionPresetId } from './connection-form';
import { permissionName, permissionsText } from './connection-text';
import type { UpdateConnectionForm } from './useConnectionForm';

export interface PermissionsFieldProps {
  /** The server's permissions (E16); LNbits' six are used while they load. */
  permissions: NwcPermissions | undefined;
  chosen: string[];
  error: string | undefined;
  update: UpdateConnectionForm;
  showCustom: boolean;
  onToggleCustom: () => void;
}

/**
 * "What the app may do": one line saying it, and on request the quick choices (read only,
 * receive, spend) and the permissions one by one.
 */
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
  const ordered = PERMISSION_ORDER.filter((id) => chosen.includes(id)).concat(
    chosen.filter((id) => !PERMISSION_ORDER.includes(id)),
  );

  return (
    <fieldset className="space-y-2">
      <legend className="mb-1 text-sm font-medium">
        <Trans>What the app may do</Trans>
      </legend>
      <div className="flex items-center justify-between gap-3">
        <p className="min-w-0 text-sm text-zinc-700 dark:text-zinc-300" data-testid="nwc-may-do">
          {presetHint ? t(presetHint) : permissionsText(ordered, permissions)}
        </p>
        <button
          type="button"
          className="-mr-2 min-h-11 shrink-0 rounded-lg px-2 text-sm font-medium text-amber-800 hover:bg-zinc-100 dark:text-amber-400 dark:hover:bg-zinc-900"
          aria-expanded={showCustom}
          aria-label={showCustom ? t`Done choosing permissions` : t`Change permissions`}
          onClick={onToggleCustom}
        >
          {showCustom ? t`Done` : t({ message: 'Change', comment: 'Change the permissions' })}
        </button>
      </div>
      {showCustom && (
        <div className="space-y-2">
          <SegmentedRadios<PermissionPresetId>
            options={presetOptions}
            value={preset}
            onChange={(id) =>
              setPermissions([...(PERMISSION_PRESETS.find((p) => p.id === id)?.permissions ?? [])])
            }
            columns="grid-cols-3"
            segmentPadding="px-2 text-center"
          />
          <div role="group" aria-label={t`Permissions`}>
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
                <span>{permissionName(id, permissions)}</span>
              </label>
            ))}
          </div>
        </div>
      )}
      {error && <p className="text-sm text-red-700 dark:text-red-400">{error}</p>}
    </fieldset>
  );
}
