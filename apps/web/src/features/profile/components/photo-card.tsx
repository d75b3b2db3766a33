import { useRef, useState, type ChangeEvent } from 'react';
import Button from 'react-bootstrap/Button';
import ProgressBar from 'react-bootstrap/ProgressBar';
import { profileUi, type TProfile } from '@zborovodja/contracts';
import { useNeedsServer } from '@/pwa/connection.ts';
import { ConfirmDialog } from '@/components/ui/confirm-dialog.tsx';
import { FlashAlert } from '@/components/ui/flash-alert.tsx';
import { useFlash } from '@/hooks/use-flash.ts';
import { displayNameOf } from '@/lib/auth.ts';
import { ApiError, errorMessage } from '@/lib/api-client.ts';
import { acceptOf, checkUpload, uploadRules } from '@/lib/upload-check.ts';
import { SectionCard } from '@/components/ui/section-card.tsx';
import { useRemoveProfileImage } from '../api/remove-image.ts';
import { useUploadProfileImage } from '../api/upload-image.ts';
import { ProfileAvatar } from '@/components/ui/profile-avatar.tsx';

const t = profileUi;

function uploadErrorText(error: unknown): string {
  const message = error instanceof ApiError ? error.serverMessage : error instanceof Error ? error.message : null;
  return t.uploadError(message || t.errors.generic);
}

export function PhotoCard({ profile, title, avatarSize = 150 }: { profile: TProfile; title?: string; avatarSize?: number }) {
  const needsServer = useNeedsServer();
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState(0);
  const [confirming, setConfirming] = useState(false);
  const { flash, show, clear } = useFlash();
  const upload = useUploadProfileImage(setProgress);
  const update = useRemoveProfileImage();
  const name = displayNameOf(profile);
  const image = profile.profile_image || profile.profileImage;

  function onFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const problem = checkUpload(file, uploadRules.picture);
    if (problem) {
      show('danger', problem);
      return;
    }
    clear();
    setProgress(0);
    upload.mutate(file, {
      onSuccess: () => show('success', t.photoUpdated),
      onError: (error) => show('danger', uploadErrorText(error)),
    });
  }

  function remove() {
    update.mutate(undefined, {
      onSuccess: () => show('success', t.photoRemoved),
      onError: (error) => show('danger', errorMessage(error, t.errors.update)),
      onSettled: () => setConfirming(false),
    });
  }

  return (
    <SectionCard title={title}>
      <div className="d-flex flex-column align-items-center text-center gap-2">
        <ProfileAvatar name={name} src={image} size={avatarSize} />
        <div>
          <div className="fw-semibold fs-5">{name}</div>
          <div className="text-secondary small">@{profile.username}</div>
        </div>
        <FlashAlert flash={flash} onClose={clear} className="w-100 mb-0 small text-start" />
        {upload.isPending && (
          <ProgressBar now={progress} label={`${progress} %`} className="w-100" aria-label={t.uploadProgress} />
        )}
        <input
          ref={input}
          id="profile-photo-input"
          type="file"
          accept={acceptOf(uploadRules.picture)}
          className="d-none"
          aria-label={t.upload}
          onChange={onFile}
        />
        <div className="d-flex flex-wrap justify-content-center gap-2">
          <Button variant="primary" size="sm" onClick={() => input.current?.click()} {...needsServer(upload.isPending)}>
            {upload.isPending ? t.uploading : t.upload}
          </Button>
          {image && (
            <Button variant="outline-danger" size="sm" onClick={() => setConfirming(true)} {...needsServer(update.isPending || upload.isPending)}>
              {t.remove}
            </Button>
          )}
        </div>
        <small className="text-secondary">{t.photoHelp}</small>
      </div>
      <ConfirmDialog
        show={confirming}
        title={t.removeTitle}
        confirmLabel={t.remove}
        busyLabel={t.removing}
        busy={update.isPending}
        onConfirm={remove}
        onCancel={() => setConfirming(false)}
      >
        {t.removeQuestion}
      </ConfirmDialog>
    </SectionCard>
  );
}
