import { useFieldArray, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PROFILES_MAX, SOCIAL_NETWORKS } from '../../../../shared/page-content.js';
import type { PageFormValues } from '../content-draft.js';
import { PageSelect, PageUrlField, usePageFieldError } from './fields.js';
import { RepeatedRows } from './RepeatedRows.js';

/** A social media page: the profiles to follow, each a network and its address, in the order shown. */
export function SocialEditor() {
  const { t } = useTranslation();
  const form = useFormContext<PageFormValues>();
  const profiles = useFieldArray({ control: form.control, name: 'content.profiles' });
  const listError = usePageFieldError('content.profiles');
  const networks = SOCIAL_NETWORKS.map((network) => ({ value: network, label: t(`page.social.network_${network}`) }));
  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-semibold text-slate-900">{t('page.social.profiles')}</legend>
      <p className="text-sm text-slate-600">{t('page.social.profiles_hint', { max: PROFILES_MAX })}</p>
      <RepeatedRows
        rows={profiles.fields}
        columns="sm:grid-cols-[12rem_minmax(0,1fr)_auto]"
        renderRow={(index) => (
          <>
            <PageSelect
              path={`content.profiles.${index}.network`}
              label={t('page.social.network', { number: index + 1 })}
              options={networks}
            />
            <PageUrlField path={`content.profiles.${index}.url`} label={t('page.social.url')} />
          </>
        )}
        removeLabel={(index) => t('page.social.remove', { number: index + 1 })}
        onRemove={(index) => profiles.remove(index)}
        error={listError}
        addLabel={t('page.social.add')}
        canAdd={profiles.fields.length < PROFILES_MAX}
        onAdd={() => profiles.append({ network: 'website', url: '' })}
      />
    </fieldset>
  );
}
