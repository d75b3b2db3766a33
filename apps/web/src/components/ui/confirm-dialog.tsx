import type { ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { commonUi } from '@zborovodja/contracts';
import { useNeedsServer } from '@/pwa/connection.ts';

interface ConfirmDialogProps {
  show: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  busyLabel?: string;
  busy?: boolean;
  variant?: 'danger' | 'primary';
  onConfirm: () => void;
  onCancel: () => void;
}

export function ConfirmDialog(props: ConfirmDialogProps) {
  const needsServer = useNeedsServer();
  const { show, title, children, confirmLabel, busyLabel, busy = false, variant = 'danger', onConfirm, onCancel } = props;
  return (
    <Modal show={show} onHide={onCancel} centered aria-labelledby="confirm-dialog-title">
      <Modal.Header closeButton closeLabel={commonUi.close}>
        <Modal.Title id="confirm-dialog-title" as="h2" className="h5">
          {title}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>{children}</Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={onCancel} disabled={busy}>
          {commonUi.cancel}
        </Button>
        <Button variant={variant} onClick={onConfirm} {...needsServer(busy)}>
          {busy ? (busyLabel ?? confirmLabel) : confirmLabel}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
