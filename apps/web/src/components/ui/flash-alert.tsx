// Bootstrap's classes written out (no react-bootstrap): the navigation of the first page uses it.
import { commonUi } from '@zborovodja/contracts';
import type { Flash } from '@/hooks/use-flash.ts';

/** Shows the message of useFlash(); role=alert so screen readers announce it. */
export function FlashAlert({ flash, onClose, className }: { flash: Flash | null; onClose?: () => void; className?: string }) {
  if (!flash) return null;
  const classes = ['fade alert', `alert-${flash.variant}`, onClose && 'alert-dismissible', 'show', className].filter(Boolean).join(' ');
  return (
    <div role="alert" className={classes}>
      {flash.text}
      {onClose && <button type="button" className="btn-close" aria-label={commonUi.close} onClick={onClose} />}
    </div>
  );
}
