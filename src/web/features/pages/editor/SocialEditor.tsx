import { Plus, Trash2 } from 'lucide-react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PROFILES_MAX, SOCIAL_NETWORKS } from '../../../../shared/page-content.js';
import { Button } from '../../../components/ui/Button.js';
import type { PageFormValues } from '../content-draft.js';
import { PageSelect, PageUrlField, usePageFieldError } from './fields.js';

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
      <ol className="space-y-3">
        {profiles.fields.map((field, index) => (
          <li
            key={field.id}
            className="grid gap-3 rounded-xl border border-slate-200 p-3 sm:grid-cols-[12rem_minmax(0,1fr)_auto] sm:items-start"
          >
            <PageSelect
              path={`content.profiles.${index}.network`}
              label={t('page.social.network', { number: index + 1 })}
              options={networks}
            />
            <PageUrlField path={`content.profiles.${index}.url`} label={t('page.social.url')} />
            <Button
              variant="ghost"
              className="self-end text-red-700 sm:mb-0.5"
              aria-label={t('page.social.remove', { number: index + 1 })}
              onClick={() => profiles.remove(index)}
            >
              <Trash2 className="size-4" aria-hidden="true" />
              <span className="sm:sr-only">{t('page.remove')}</span>
            </Button>
          </li>
        ))}
      </ol>
      {listError && <p className="text-sm text-red-600">{listError}</p>}
      <Button
        variant="secondary"
        disabled={profiles.fields.length >= PROFILES_MAX}
        onClick={() => profiles.append({ network: 'website', url: '' })}
      >
        <Plus className="size-4" aria-hidden="true" />
        {t('page.social.add')}
      </Button>
    </fieldset>
  );
}
