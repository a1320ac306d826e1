import { Box, FileText, Film, ImageIcon, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { MediaKind } from '../../../../shared/page-content.js';
import { Button } from '../../../components/ui/Button.js';
import { mediaFileProblem, mediaUploadProblem, useMedia, useUploadMedia, type MediaProblem } from '../media-upload.js';
import type { PageFormValues } from '../content-draft.js';
import { usePageFieldError, type PagePath } from './fields.js';
import { MediaDropZone, useFileSize, useProblemText } from './MediaDropZone.js';

const KIND_ICONS = { image: ImageIcon, video: Film, pdf: FileText, model: Box };

/**
 * One uploaded file of a page (a video, a PDF, a 3D model): the file now chosen, with its name and size, and the
 * zone to drop or choose another. The form holds the upload's id; the server checks it is the workspace's own.
 */
export function MediaUploadField({ path, kind, label }: { path: PagePath; kind: MediaKind; label: string }) {
  const { t } = useTranslation();
  const form = useFormContext<PageFormValues>();
  const mediaId = (useWatch({ control: form.control, name: path }) as string | undefined) ?? '';
  const media = useMedia(mediaId);
  const upload = useUploadMedia();
  const size = useFileSize();
  const problemText = useProblemText();
  const fieldError = usePageFieldError(path);
  const [busyName, setBusyName] = useState<string | null>(null);
  const [problem, setProblem] = useState<MediaProblem | null>(null);
  const Icon = KIND_ICONS[kind];

  const choose = async ([file]: File[]) => {
    if (!file) return;
    const refused = mediaFileProblem(kind, file);
    setProblem(refused);
    if (refused) return;
    setBusyName(file.name);
    try {
      const uploaded = await upload(kind, file);
      form.setValue(path, uploaded.id, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
      form.clearErrors(path);
    } catch (error) {
      setProblem(mediaUploadProblem(error, kind));
    } finally {
      setBusyName(null);
    }
  };

  return (
    <div>
      <p className="mb-1.5 text-sm font-medium text-slate-700">{label}</p>
      <MediaDropZone
        kind={kind}
        busyName={busyName}
        error={problemText(problem, fieldError)}
        chooseLabel={mediaId ? t('page.media.replace') : t('page.media.choose')}
        onFiles={(files) => void choose(files)}
        preview={
          <div className="flex min-w-0 items-center gap-3 sm:max-w-[50%]">
            {kind === 'image' && mediaId ? (
              <img
                src={`/m/${encodeURIComponent(mediaId)}`}
                alt=""
                className="size-14 shrink-0 rounded-lg border border-slate-200 bg-white object-cover"
              />
            ) : (
              <span className="flex size-14 shrink-0 items-center justify-center rounded-lg bg-white text-slate-500 ring-1 ring-slate-200">
                <Icon className="size-6" aria-hidden="true" />
              </span>
            )}
            {mediaId && (
              <span className="min-w-0 text-left text-sm" data-testid="media-current">
                <span className="block font-medium [overflow-wrap:anywhere] text-slate-900">
                  {media.data?.fileName ?? (media.isError ? t('page.media.gone') : t('common.loading'))}
                </span>
                {media.data && <span className="block text-slate-600">{size(media.data.bytes)}</span>}
              </span>
            )}
          </div>
        }
      >
        {mediaId && (
          <Button
            variant="secondary"
            className="text-red-700"
            disabled={busyName !== null}
            onClick={() => {
              setProblem(null);
              form.setValue(path, '', { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
            }}
          >
            <Trash2 className="size-4" aria-hidden="true" />
            {t('page.media.remove')}
          </Button>
        )}
      </MediaDropZone>
    </div>
  );
}
