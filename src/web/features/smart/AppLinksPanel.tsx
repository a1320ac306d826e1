import { Smartphone } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/Button.js';
import { TextField } from '../../components/ui/TextField.js';
import { fieldErrorText } from '../../i18n/errors.js';
import { appLinkIssues, appLinkRules, type AppStoreAddresses } from './app-links.js';
import type { RuleDraft } from './smart-draft.js';

const EMPTY: AppStoreAddresses = { appStore: '', play: '' };

/**
 * "Add app links": asks, in place under the button, for an app's App Store and Google Play addresses and adds a rule
 * for each (iOS, Android), while the destination URL stays the target of everyone else. `room` is how many rules may
 * still be added.
 */
export function AppLinksPanel({ room, onAdd }: { room: number; onAdd: (rules: RuleDraft[]) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [addresses, setAddresses] = useState<AppStoreAddresses>(EMPTY);
  const [issues, setIssues] = useState<ReturnType<typeof appLinkIssues>>({});
  const toggle = useRef<HTMLButtonElement>(null);
  const given = (addresses.appStore.trim() ? 1 : 0) + (addresses.play.trim() ? 1 : 0);

  const close = () => {
    setOpen(false);
    setAddresses(EMPTY);
    setIssues({});
  };
  const add = () => {
    const found = appLinkIssues(addresses);
    setIssues(found);
    if (Object.keys(found).length > 0 || given > room) return;
    onAdd(appLinkRules(addresses, { appStore: t('smart.app_links.app_store'), play: t('smart.app_links.play') }));
    close();
  };

  return (
    <div className="contents">
      <Button
        ref={toggle}
        variant="secondary"
        disabled={room < 1}
        aria-expanded={open}
        aria-controls={`${id}-panel`}
        onClick={() => {
          if (open) return close();
          setOpen(true);
          requestAnimationFrame(() => document.getElementById(`${id}-panel`)?.querySelector('input')?.focus());
        }}
      >
        <Smartphone className="size-4" aria-hidden="true" />
        {t('smart.app_links.open')}
      </Button>
      <div
        id={`${id}-panel`}
        hidden={!open}
        role="group"
        aria-labelledby={`${id}-title`}
        className="basis-full space-y-4 rounded-xl bg-slate-50 p-4 ring-1 ring-slate-200"
      >
        <div>
          <h4 id={`${id}-title`} className="text-sm font-semibold text-slate-900">
            {t('smart.app_links.title')}
          </h4>
          <p className="hint-text mt-0.5 text-sm text-slate-600">{t('smart.app_links.text')}</p>
        </div>
        {(['appStore', 'play'] as const).map((field) => (
          <TextField
            key={field}
            label={t(`smart.app_links.${field === 'appStore' ? 'app_store_url' : 'play_url'}`)}
            value={addresses[field]}
            onChange={(event) => setAddresses({ ...addresses, [field]: event.target.value })}
            // Enter adds the rules here; it must not save the whole form.
            onKeyDown={(event) => {
              if (event.key !== 'Enter') return;
              event.preventDefault();
              add();
            }}
            inputMode="url"
            autoCapitalize="none"
            spellCheck={false}
            autoComplete="off"
            placeholder={field === 'appStore' ? 'apps.apple.com/app/…' : 'play.google.com/store/apps/details?id=…'}
            error={fieldErrorText(t, issues[field])}
          />
        ))}
        {given > room && <p className="text-sm text-red-600">{t('smart.rules.full')}</p>}
        <div className="flex flex-wrap gap-2">
          <Button onClick={add} disabled={given > room}>
            {t('smart.app_links.add')}
          </Button>
          <Button
            variant="ghost"
            onClick={() => {
              close();
              toggle.current?.focus();
            }}
          >
            {t('common.cancel')}
          </Button>
        </div>
      </div>
    </div>
  );
}
