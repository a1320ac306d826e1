import { Megaphone } from 'lucide-react';
import { useId, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { controlClass } from '../components/ui/FieldFrame.js';
import { errorText } from '../i18n/errors.js';
import { useWorkspaceCampaigns } from './campaign-queries.js';

export interface CampaignPickerProps {
  /** The chosen campaign's id, '' for none. */
  value: string;
  onChange: (id: string) => void;
  onBlur?: () => void;
  inputRef?: Ref<HTMLSelectElement>;
  /** The translated field error. */
  error?: string;
  /** What the campaign means for the thing being edited ("Its clicks count for the campaign too"). */
  hint: string;
}

/**
 * One of the workspace's campaigns, or none: the link or QR code form's way into a campaign (the campaign's own form
 * picks many at once). A campaign that is not running is said so beside its name; with no campaign yet, it offers
 * to create one.
 */
export function CampaignPicker({ value, onChange, onBlur, inputRef, error, hint }: CampaignPickerProps) {
  const { t } = useTranslation();
  const id = useId();
  const list = useWorkspaceCampaigns();
  const options = list.data ?? [];
  // A campaign deleted meanwhile: said plainly, so another (or none) can be chosen.
  const unknown = list.isSuccess && value !== '' && !options.some((item) => item.id === value);
  const none = list.isSuccess && options.length === 0;
  const noteId = `${id}-note`;

  return (
    <div>
      <label htmlFor={id} className="flex items-center gap-1.5 text-sm font-medium text-slate-700">
        <Megaphone className="size-4 text-slate-500" aria-hidden="true" />
        {t('campaign.picker_label')}
      </label>
      <select
        id={id}
        ref={inputRef}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        disabled={list.isPending}
        aria-invalid={error || unknown ? true : undefined}
        aria-describedby={noteId}
        className={`${controlClass(error ?? (unknown ? 'unknown' : undefined))} disabled:bg-slate-50 disabled:text-slate-500`}
        data-testid="campaign-picker"
      >
        <option value="">{list.isPending ? t('common.loading') : t('campaign.picker_none')}</option>
        {unknown && <option value={value}>{t('campaign.picker_gone')}</option>}
        {options.map((item) => (
          <option key={item.id} value={item.id}>
            {item.status === 'active'
              ? item.name
              : t('campaign.picker_option', { name: item.name, status: t(`campaign.status.${item.status}`) })}
          </option>
        ))}
      </select>
      <p
        id={noteId}
        className={`hint-text mt-1.5 text-sm ${error || unknown || list.isError ? 'text-red-600' : 'text-slate-500'}`}
      >
        {error ??
          (list.isError ? (
            errorText(t, list.error)
          ) : unknown ? (
            t('field_errors.not_found')
          ) : none ? (
            <>
              {t('campaign.picker_empty')}{' '}
              <Link to="/campaign/new" className="font-semibold text-brand-700 underline-offset-2 hover:underline">
                {t('campaign.create')}
              </Link>
            </>
          ) : (
            hint
          ))}
      </p>
    </div>
  );
}
