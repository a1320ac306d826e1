import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ChoiceCards } from '../../../components/ui/ChoiceCards.js';
import type { PageFormValues } from '../content-draft.js';
import { PageUrlField } from './fields.js';
import { MediaUploadField } from './MediaUploadField.js';

/** A video page: an uploaded file, or a YouTube or Vimeo address (one of the two; the other is not sent). */
export function VideoEditor() {
  const { t } = useTranslation();
  const form = useFormContext<PageFormValues>();
  const source = useWatch({ control: form.control, name: 'videoSource' });
  return (
    <div className="space-y-5">
      <ChoiceCards
        id="video-source"
        legend={t('page.video.source')}
        choices={[
          { value: 'upload', title: t('page.video.upload'), hint: t('page.video.upload_hint') },
          { value: 'link', title: t('page.video.link'), hint: t('page.video.link_hint') },
        ]}
        registration={form.register('videoSource', {
          onChange: () => form.clearErrors(['content.mediaId', 'content.videoUrl']),
        })}
      />
      {source === 'upload' ? (
        <MediaUploadField path="content.mediaId" kind="video" label={t('page.video.file')} />
      ) : (
        <PageUrlField
          path="content.videoUrl"
          label={t('page.video.url')}
          placeholder="https://www.youtube.com/watch?v=…"
        />
      )}
    </div>
  );
}
