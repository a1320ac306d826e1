import { ChevronDown, Tags } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { UTM_FIELDS, UTM_VALUE_MAX, type UtmField } from '../../../shared/utm.js';
import { controlClass } from '../../components/ui/FieldFrame.js';
import { TextField } from '../../components/ui/TextField.js';
import { errorText } from '../../i18n/errors.js';
import { useUtmTemplates } from './smart-api.js';
import {
  addressWithUtm,
  applyTemplate,
  canCarryUtm,
  hasUtm,
  syncTexts,
  utmTextsOf,
  type UtmTexts,
} from './utm-builder.js';

/**
 * The UTM builder under a destination address: source, medium, campaign, term and content written into the
 * address's utm_ parameters as they are typed (the address stays the one value that is saved), a saved template
 * applied in one choice, and the final address. Closed at first, unless the address carries utm_ parameters.
 */
export function UtmBuilder({ url, onUrlChange }: { url: string; onUrlChange: (url: string) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const [open, setOpen] = useState(() => hasUtm(url));
  const [texts, setTexts] = useState<UtmTexts>(() => utmTextsOf(url));
  const [seenUrl, setSeenUrl] = useState(url);
  const templates = useUtmTemplates(open);
  const [templateId, setTemplateId] = useState('');
  const usable = canCarryUtm(url);

  // The address edited in its own field: the fields follow it (React's way of adjusting state to a new prop).
  if (seenUrl !== url) {
    setSeenUrl(url);
    setTexts(syncTexts(texts, url));
  }

  const write = (next: UtmTexts) => {
    setTexts(next);
    const address = addressWithUtm(url, next);
    setSeenUrl(address);
    if (address !== url) onUrlChange(address);
  };
  const change = (field: UtmField, value: string) => write({ ...texts, [field]: value });

  return (
    <div className="rounded-lg ring-1 ring-slate-200" data-testid="utm-builder">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={`${id}-panel`}
        onClick={() => setOpen(!open)}
        className="flex w-full items-center gap-2 rounded-lg px-3 py-2.5 text-left text-sm font-semibold text-slate-800 hover:bg-slate-50"
      >
        <Tags className="size-4 shrink-0 text-slate-500" aria-hidden="true" />
        <span className="min-w-0 flex-1">{t('smart.utm.title')}</span>
        <ChevronDown
          className={`size-4 shrink-0 transition-transform ${open ? 'rotate-180' : ''}`}
          aria-hidden="true"
        />
      </button>
      <div id={`${id}-panel`} hidden={!open} className="space-y-4 border-t border-slate-200 px-3 pt-3 pb-4">
        {open && (
          <>
            <p className="hint-text text-sm text-slate-600">
              {usable ? t('smart.utm.text') : t('smart.utm.address_first')}
            </p>
            {(templates.data?.length ?? 0) > 0 && (
              <div>
                <label htmlFor={`${id}-template`} className="block text-sm font-medium text-slate-700">
                  {t('smart.utm.template')}
                </label>
                <select
                  id={`${id}-template`}
                  value={templateId}
                  disabled={!usable}
                  onChange={(event) => {
                    setTemplateId(event.target.value);
                    const template = templates.data?.find((item) => item.id === event.target.value);
                    if (template) write(applyTemplate(template));
                  }}
                  className={controlClass(undefined)}
                >
                  <option value="">{t('smart.utm.template_none')}</option>
                  {templates.data?.map((template) => (
                    <option key={template.id} value={template.id}>
                      {template.name}
                    </option>
                  ))}
                </select>
              </div>
            )}
            {templates.isError && <p className="text-sm text-red-600">{errorText(t, templates.error)}</p>}
            <div className="grid gap-4 sm:grid-cols-2">
              {UTM_FIELDS.map((field) => (
                <TextField
                  key={field}
                  label={t(`smart.utm.${field}`)}
                  hint={t(`smart.utm.${field}_hint`)}
                  value={texts[field]}
                  maxLength={UTM_VALUE_MAX}
                  disabled={!usable}
                  autoComplete="off"
                  autoCapitalize="none"
                  spellCheck={false}
                  onChange={(event) => change(field, event.target.value)}
                />
              ))}
            </div>
            {usable && (
              <div className="text-sm">
                <p className="font-medium text-slate-700">{t('smart.utm.final')}</p>
                <p className="mt-1 font-mono [overflow-wrap:anywhere] text-slate-900" data-testid="utm-final-url">
                  {addressWithUtm(url, texts)}
                </p>
              </div>
            )}
          </>
        )}
      </div>
    </div>
  );
}
