import { ScreenHeading } from '@/components/ui/ScreenHeading';

export function HistoryScreen() {
  return <ScreenHeading title="History">The list of your payments is being built.</ScreenHeading>;
}
