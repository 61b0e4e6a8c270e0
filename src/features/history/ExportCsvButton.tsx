import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@/components/ui/Button';
import type { useCsvExport } from './useCsvExport';

/** "Export CSV", or how many payments the export has fetched so far while it works. */
export function ExportCsvButton({ csv }: { csv: ReturnType<typeof useCsvExport> }) {
  const { t } = useLingui();
  const { mutation, exported, fileToShare, shareAgain } = csv;
  if (fileToShare) {
    // The export took longer than the browser lets a tap open the share sheet: one more tap.
    return (
      <Button className="w-full" onClick={() => void shareAgain()}>
        <Trans>Share CSV file</Trans>
      </Button>
    );
  }
  return (
    <Button
      variant="secondary"
      className="w-full"
      busy={mutation.isPending}
      onClick={() => mutation.mutate()}
    >
      {mutation.isPending
        ? t({
            // The count in the language's grouping ("Exportiere… 1.234").
            message: plural(exported, { one: 'Exporting… #', other: 'Exporting… #' }),
            comment: 'History: the CSV export is under way; # is how many payments it has fetched',
          })
        : t`Export CSV`}
    </Button>
  );
}
