import { ScreenHeading } from '@/components/ui/ScreenHeading';

export function PaymentDetailScreen() {
  return (
    <main className="p-4">
      <ScreenHeading title="Payment" />
    </main>
  );
}
