import { ScreenHeading } from '@/components/ui/ScreenHeading';

export function SendScreen() {
  return (
    <ScreenHeading title="Send">
      Paying invoices, LNURL and lightning addresses is being built.
    </ScreenHeading>
  );
}
