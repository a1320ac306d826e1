import { useTranslation } from 'react-i18next';
import type { Link } from '../../../shared/links.js';
import { DeleteButton } from '../../kit/DeleteButton.js';
import { usePublicConfig } from '../../session/session.js';
import { useFreeAlias } from './link-queries.js';

/**
 * The link's former short codes, which still redirect here so that what was printed with them goes on working;
 * each can be freed (it then stops redirecting, and another link may take it).
 */
export function LinkAliases({ link }: { link: Link }) {
  const { t } = useTranslation();
  const { shortUrlBase } = usePublicConfig();
  const free = useFreeAlias(link.id);
  if (link.aliases.length === 0) return null;
  return (
    <section aria-labelledby="link-aliases" className="mt-5 border-t border-slate-100 pt-5">
      <h2 id="link-aliases" className="text-xs font-medium text-slate-500">
        {t('link.aliases_title')}
      </h2>
      <p className="mt-0.5 text-sm text-slate-600">{t('link.aliases_hint')}</p>
      <ul className="mt-3 divide-y divide-slate-100 rounded-lg ring-1 ring-slate-200">
        {link.aliases.map((alias) => {
          const url = `${shortUrlBase}/${alias}`;
          return (
            <li key={alias} className="flex flex-wrap items-center justify-between gap-2 px-3 py-2">
              <span className="min-w-0 font-mono text-sm [overflow-wrap:anywhere] text-slate-800">{url}</span>
              <DeleteButton
                compact
                label={t('link.free_alias')}
                accessibleLabel={t('link.free_alias_named', { code: alias })}
                title={t('link.free_alias_title')}
                description={t('link.free_alias_text', { url })}
                confirmLabel={t('link.free_alias_confirm')}
                onDelete={() => free.mutateAsync(alias)}
              />
            </li>
          );
        })}
      </ul>
    </section>
  );
}
