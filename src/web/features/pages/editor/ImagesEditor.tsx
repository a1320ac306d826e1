import { ArrowDown, ArrowUp, Images, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { GALLERY_MAX } from '../../../../shared/page-content.js';
import { Button } from '../../../components/ui/Button.js';
import { mediaFileProblem, mediaUploadProblem, useUploadMedia, type MediaProblem } from '../media-upload.js';
import type { PageFormValues } from '../content-draft.js';
import { PageTextField, usePageFieldError } from './fields.js';
import { MediaDropZone, useProblemText } from './MediaDropZone.js';

/**
 * An images page: a gallery. Several files are dropped or chosen at once and uploaded one after another; each
 * picture gets a caption (also its text for people who cannot see it), and can move up, down or out.
 */
export function ImagesEditor() {
  const { t } = useTranslation();
  const form = useFormContext<PageFormValues>();
  const images = useFieldArray({ control: form.control, name: 'content.images' });
  const upload = useUploadMedia();
  const problemText = useProblemText();
  const listError = usePageFieldError('content.images');
  const [busyName, setBusyName] = useState<string | null>(null);
  const [problem, setProblem] = useState<MediaProblem | null>(null);
  const room = GALLERY_MAX - images.fields.length;

  const add = async (files: File[]) => {
    setProblem(null);
    if (files.length > room) setProblem({ code: 'gallery_full' });
    for (const file of files.slice(0, Math.max(0, room))) {
      const refused = mediaFileProblem('image', file);
      if (refused) {
        setProblem(refused);
        continue;
      }
      setBusyName(file.name);
      try {
        const uploaded = await upload('image', file);
        images.append({ mediaId: uploaded.id, caption: '' }, { shouldFocus: false });
        form.clearErrors('content.images');
      } catch (error) {
        setProblem(mediaUploadProblem(error, 'image'));
      }
    }
    setBusyName(null);
  };

  return (
    <div className="space-y-4">
      <MediaDropZone
        kind="image"
        multiple
        busyName={busyName}
        error={problemText(problem, listError)}
        chooseLabel={t('page.images.choose')}
        onFiles={(files) => void add(files)}
        preview={
          <span className="flex size-14 shrink-0 items-center justify-center rounded-lg bg-white text-slate-500 ring-1 ring-slate-200">
            <Images className="size-6" aria-hidden="true" />
          </span>
        }
      />
      <p className="text-sm text-slate-600">
        {t('page.images.count', { count: images.fields.length, max: GALLERY_MAX })}
      </p>
      {images.fields.length > 0 && (
        <ol className="space-y-3" data-testid="gallery">
          {images.fields.map((field, index) => (
            <GalleryItem
              key={field.id}
              index={index}
              mediaId={field.mediaId}
              last={index === images.fields.length - 1}
              onMove={(to) => images.move(index, to)}
              onRemove={() => images.remove(index)}
            />
          ))}
        </ol>
      )}
    </div>
  );
}

function GalleryItem({
  index,
  mediaId,
  last,
  onMove,
  onRemove,
}: {
  index: number;
  mediaId: string;
  last: boolean;
  onMove: (to: number) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  const error = usePageFieldError(`content.images.${index}.mediaId`);
  const number = index + 1;
  return (
    <li className="flex flex-col gap-3 rounded-xl border border-slate-200 p-3 sm:flex-row sm:items-start">
      <img
        src={`/m/${encodeURIComponent(mediaId)}`}
        alt={t('page.images.picture', { number })}
        loading="lazy"
        className="h-28 w-full shrink-0 rounded-lg border border-slate-200 bg-slate-50 object-cover sm:size-24"
      />
      <div className="min-w-0 flex-1">
        <PageTextField
          path={`content.images.${index}.caption`}
          label={t('page.images.caption', { number })}
          hint={t('page.images.caption_hint')}
        />
        {error && <p className="mt-1.5 text-sm text-red-600">{error}</p>}
      </div>
      <div className="flex shrink-0 gap-1 sm:flex-col">
        <Button
          variant="ghost"
          className="px-2.5 py-2 disabled:opacity-40"
          disabled={index === 0}
          aria-label={t('page.images.move_up', { number })}
          onClick={() => onMove(index - 1)}
        >
          <ArrowUp className="size-4" aria-hidden="true" />
        </Button>
        <Button
          variant="ghost"
          className="px-2.5 py-2 disabled:opacity-40"
          disabled={last}
          aria-label={t('page.images.move_down', { number })}
          onClick={() => onMove(index + 1)}
        >
          <ArrowDown className="size-4" aria-hidden="true" />
        </Button>
        <Button
          variant="ghost"
          className="px-2.5 py-2 text-red-700"
          aria-label={t('page.images.remove', { number })}
          onClick={onRemove}
        >
          <Trash2 className="size-4" aria-hidden="true" />
        </Button>
      </div>
    </li>
  );
}
