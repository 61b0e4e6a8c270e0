import { ScreenHeading } from '@/components/ui/ScreenHeading';

export function ReceiveScreen() {
  return (
    <ScreenHeading title="Receive">Creating invoices with a QR code is being built.</ScreenHeading>
  );
}
