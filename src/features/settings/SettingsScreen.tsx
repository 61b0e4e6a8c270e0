import { ScreenHeading } from '@/components/ui/ScreenHeading';

export function SettingsScreen() {
  return (
    <main className="p-4">
      <ScreenHeading title="Settings" />
    </main>
  );
}
