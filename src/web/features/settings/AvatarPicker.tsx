import { useQueryClient } from '@tanstack/react-query';
import { Trash2, Upload } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AVATAR_BYTES_MAX, AVATAR_TYPES, type Me } from '../../../shared/account.js';
import { Avatar } from '../../components/Avatar.js';
import { Button } from '../../components/ui/Button.js';
import { errorText, fieldErrorText } from '../../i18n/errors.js';
import { useFormat } from '../../i18n/format.js';
import { removeAvatar, uploadAvatar } from '../../session/auth-api.js';
import { meQueryKey } from '../../session/session.js';
import { avatarFileProblem, avatarUploadProblem, type AvatarProblem } from './avatar-file.js';

/**
 * The account's picture, saved as soon as it is chosen or removed (it is no field of the form below): PNG, JPEG or
 * WebP, checked here for its size and by the server by its content, which makes a square of it.
 */
export function AvatarPicker({ me }: { me: Me }) {
  const { t } = useTranslation();
  const format = useFormat();
  const id = useId();
  const queryClient = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState<'upload' | 'remove' | null>(null);
  const [problem, setProblem] = useState<AvatarProblem | null>(null);
  const [done, setDone] = useState<'saved' | 'removed' | null>(null);

  const run = async (action: 'upload' | 'remove', call: () => Promise<Me>) => {
    setBusy(action);
    setDone(null);
    try {
      queryClient.setQueryData(meQueryKey, await call());
      setDone(action === 'upload' ? 'saved' : 'removed');
    } catch (error) {
      setProblem(avatarUploadProblem(error));
    } finally {
      setBusy(null);
    }
  };

  const upload = (file: File | undefined) => {
    if (!file) return;
    const refused = avatarFileProblem(file);
    setProblem(refused ? { code: refused } : null);
    if (refused) setDone(null);
    else void run('upload', () => uploadAvatar(file));
  };

  const message = problem ? ('code' in problem ? fieldErrorText(t, problem.code) : errorText(t, problem.error)) : null;
  const size = format.number(AVATAR_BYTES_MAX / 1024 / 1024, { style: 'unit', unit: 'megabyte', unitDisplay: 'short' });

  return (
    <section aria-label={t('settings.avatar_label')} className="flex items-start gap-4 sm:items-center">
      <Avatar name={me.fullName} url={me.avatarUrl} size="xl" />
      <div className="min-w-0 flex-1 space-y-3">
        <div>
          <p className="font-semibold break-words text-slate-900">{me.fullName}</p>
          <p className="text-sm text-slate-500">{t('settings.member_since', { date: format.date(me.createdAt) })}</p>
        </div>
        <input
          ref={input}
          type="file"
          accept={[...AVATAR_TYPES, '.png', '.jpg', '.jpeg', '.webp'].join(',')}
          className="sr-only"
          tabIndex={-1}
          aria-hidden="true"
          data-testid="avatar-file"
          onChange={(event) => {
            upload(event.target.files?.[0]);
            event.target.value = '';
          }}
        />
        <div className="flex flex-wrap gap-2">
          <Button
            variant="secondary"
            busy={busy === 'upload'}
            disabled={busy !== null}
            onClick={() => input.current?.click()}
            aria-describedby={`${id}-hint${message ? ` ${id}-error` : ''}`}
          >
            {busy !== 'upload' && <Upload className="size-4" aria-hidden="true" />}
            {me.avatarUrl ? t('settings.avatar_change') : t('settings.avatar_upload')}
          </Button>
          {me.avatarUrl && (
            <Button
              variant="secondary"
              className="text-red-700"
              busy={busy === 'remove'}
              disabled={busy !== null}
              onClick={() => {
                setProblem(null);
                void run('remove', removeAvatar);
              }}
            >
              {busy !== 'remove' && <Trash2 className="size-4" aria-hidden="true" />}
              {t('settings.avatar_remove')}
            </Button>
          )}
        </div>
        <p id={`${id}-hint`} className="hint-text text-sm text-slate-500">
          {t('settings.avatar_hint', { size })}
        </p>
        {message && (
          <p id={`${id}-error`} role="alert" className="text-sm text-red-600">
            {message}
          </p>
        )}
        {done && !message && (
          <p role="status" className="text-sm text-emerald-700">
            {t(done === 'saved' ? 'settings.avatar_saved' : 'settings.avatar_removed')}
          </p>
        )}
      </div>
    </section>
  );
}
