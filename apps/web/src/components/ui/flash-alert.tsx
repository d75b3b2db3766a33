import Alert from 'react-bootstrap/Alert';
import type { Flash } from '@/hooks/use-flash.ts';

/** Shows the message of useFlash(); role=alert so screen readers announce it. */
export function FlashAlert({ flash, onClose, className }: { flash: Flash | null; onClose?: () => void; className?: string }) {
  if (!flash) return null;
  return (
    <Alert variant={flash.variant} dismissible={!!onClose} onClose={onClose} className={className} role="alert">
      {flash.text}
    </Alert>
  );
}
