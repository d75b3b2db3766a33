import { useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import Spinner from 'react-bootstrap/Spinner';
import { commonUi, myDataUi, type TMyDataResponse } from '@zborovodja/contracts';
import { SectionCard } from '@/components/ui/section-card.tsx';
import { errorMessage, fieldErrors } from '@/lib/api-client.ts';
import { useQueryClient } from '@tanstack/react-query';
import { forgetDeletedAccount } from '@/lib/auth.ts';
import { formatDateTime, formatFileSize } from '@/lib/format.ts';
import { useNeedsServer } from '@/pwa/connection.ts';
import { deleteAccount, useDownloadExport, useMyData, useRequestExport } from '../api/my-data.ts';

const t = myDataUi;

/** "Moji podatki" (issue 61): prepare and download the export of everything about oneself; delete the account. */
export function MyDataCard({ title }: { title?: string }) {
  const data = useMyData();
  return (
    <SectionCard title={title} className="my-data-card">
      <section aria-labelledby="my-data-export">
        <h3 id="my-data-export" className="h6">{t.exportHeading}</h3>
        <p className="small text-secondary">{t.exportIntro}</p>
        {data.isError ? <Alert variant="danger">{errorMessage(data.error, t.loadFailed)}</Alert> : data.data && <ExportPart state={data.data} />}
      </section>
      <hr className="my-4" />
      <section aria-labelledby="my-data-delete">
        <h3 id="my-data-delete" className="h6 text-danger">{t.deleteHeading}</h3>
        <p className="small text-secondary">{t.deleteIntro}</p>
        <DeletePart lastAdminOf={data.data?.last_admin_of ?? []} />
      </section>
    </SectionCard>
  );
}

function ExportPart({ state }: { state: TMyDataResponse }) {
  const needsServer = useNeedsServer();
  const request = useRequestExport();
  const download = useDownloadExport();
  const [password, setPassword] = useState('');
  const [passwordError, setPasswordError] = useState<string | null>(null);
  const current = state.export;

  const ask = (label: string) => (
    <Button variant={current ? 'outline-secondary' : 'primary'} size={current ? 'sm' : undefined} onClick={() => request.mutate()} {...needsServer(request.isPending)}>
      {request.isPending ? t.exportRequesting : label}
    </Button>
  );

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setPasswordError(null);
    download.mutate(password, {
      onSuccess: () => setPassword(''),
      onError: (error) => setPasswordError(fieldErrors(error).password ?? null),
    });
  }

  if (!current || current.state === 'failed') {
    return (
      <>
        {current?.state === 'failed' && <Alert variant="warning">{t.exportFailed}</Alert>}
        {request.isError && <Alert variant="danger">{errorMessage(request.error, t.requestFailed)}</Alert>}
        {ask(t.exportRequest)}
      </>
    );
  }
  if (current.state !== 'ready') {
    return (
      <div className="d-flex align-items-start gap-2" role="status">
        <Spinner animation="border" size="sm" className="flex-shrink-0 mt-1" aria-hidden />
        <span>{t.exportPending}</span>
      </div>
    );
  }
  return (
    <Form noValidate onSubmit={submit}>
      <p role="status">{t.exportReady(formatFileSize(current.size ?? 0), formatDateTime(current.expires_at!))}</p>
      {download.isError && !passwordError && <Alert variant="danger">{errorMessage(download.error, t.downloadFailed)}</Alert>}
      <Form.Group className="mb-3" controlId="my-data-password">
        <Form.Label>{t.exportPasswordLabel}</Form.Label>
        <Form.Control
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => {
            setPassword(e.target.value);
            setPasswordError(null);
          }}
          isInvalid={!!passwordError}
        />
        <Form.Control.Feedback type="invalid">{passwordError}</Form.Control.Feedback>
        <Form.Text>{t.exportPasswordHelp}</Form.Text>
      </Form.Group>
      <div className="d-flex flex-wrap align-items-center gap-2">
        <Button type="submit" {...needsServer(download.isPending || password === '')}>
          {download.isPending ? t.downloading : t.download}
        </Button>
        {ask(t.exportAgain)}
      </div>
    </Form>
  );
}

function DeletePart({ lastAdminOf }: { lastAdminOf: TMyDataResponse['last_admin_of'] }) {
  const needsServer = useNeedsServer();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<{ field?: string; general?: string }>({});
  const [busy, setBusy] = useState(false);
  const blocked = lastAdminOf.length > 0;

  const close = () => {
    if (busy) return;
    setOpen(false);
    setPassword('');
    setError({});
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (blocked || busy) return;
    setBusy(true);
    setError({});
    try {
      await deleteAccount(password);
      await forgetDeletedAccount(queryClient);
    } catch (err) {
      const field = fieldErrors(err).password;
      setError(field ? { field } : { general: errorMessage(err, t.deleteFailed) });
      setBusy(false);
    }
  }

  return (
    <>
      <Button variant="outline-danger" onClick={() => setOpen(true)}>{t.deleteOpen}</Button>
      <Modal show={open} onHide={close} centered aria-labelledby="delete-account-title">
        <Form noValidate onSubmit={submit}>
          <Modal.Header closeButton closeLabel={commonUi.close}>
            <Modal.Title id="delete-account-title" as="h2" className="h5">{t.deleteTitle}</Modal.Title>
          </Modal.Header>
          <Modal.Body>
            <p className="fw-semibold mb-2">{t.deleteWhat}</p>
            <ul className="small ps-3">
              {t.deleteList.map((line) => <li key={line} className="mb-1">{line}</li>)}
            </ul>
            {blocked && (
              <Alert variant="warning" className="small">
                {t.deleteLastAdmin}
                <ul className="mb-0 mt-1">{lastAdminOf.map((c) => <li key={c.id}>{c.name}</li>)}</ul>
              </Alert>
            )}
            {error.general && <Alert variant="danger" className="small">{error.general}</Alert>}
            <Form.Group controlId="delete-account-password">
              <Form.Label>{t.deletePasswordLabel}</Form.Label>
              <Form.Control
                type="password"
                autoComplete="current-password"
                value={password}
                disabled={blocked}
                onChange={(e) => {
                  setPassword(e.target.value);
                  setError({});
                }}
                isInvalid={!!error.field}
              />
              <Form.Control.Feedback type="invalid">{error.field}</Form.Control.Feedback>
            </Form.Group>
          </Modal.Body>
          <Modal.Footer>
            <Button variant="outline-secondary" onClick={close} disabled={busy}>{t.cancel}</Button>
            <Button type="submit" variant="danger" {...needsServer(busy || blocked || password === '')}>
              {busy ? t.deleting : t.deleteConfirm}
            </Button>
          </Modal.Footer>
        </Form>
      </Modal>
    </>
  );
}
