import { Trans } from '@lingui/react/macro';
import { Button } from '@/components/ui/Button';
import type { ButtonVariant } from '@/components/ui/button-class';
import { canShare } from './can-share';

/** "Share": the system's share sheet with `text`; nothing where the browser has none. */
export function ShareButton({
  title,
  text,
  variant = 'secondary',
  className,
}: {
  title: string;
  text: string;
  variant?: ButtonVariant;
  className?: string;
}) {
  if (!canShare()) {
    return null;
  }
  const share = async () => {
    try {
      await navigator.share({ title, text });
    } catch {
      // Cancelled by the person, or refused: nothing to say.
    }
  };
  return (
    <Button variant={variant} className={className} onClick={() => void share()}>
      <Trans>Share</Trans>
    </Button>
  );
}
