import { Button } from '@/components/ui/Button';
import type { useCsvExport } from './useCsvExport';

/** "Export CSV", or how many payments the export has fetched so far while it works. */
export function ExportCsvButton({ csv }: { csv: ReturnType<typeof useCsvExport> }) {
  const { mutation, exported, fileToShare, shareAgain } = csv;
  if (fileToShare) {
    // The export took longer than the browser lets a tap open the share sheet: one more tap.
    return (
      <Button className="min-h-11 px-3 text-sm" onClick={() => void shareAgain()}>
        Share CSV file
      </Button>
    );
  }
  return (
    <Button
      variant="secondary"
      className="min-h-11 px-3 text-sm"
      busy={mutation.isPending}
      onClick={() => mutation.mutate()}
    >
      {mutation.isPending ? `Exporting… ${exported}` : 'Export CSV'}
    </Button>
  );
}
