import { Link2, Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../components/ui/ButtonLink.js';
import { useFormat } from '../../i18n/format.js';
import { useMe } from '../../session/session.js';

/** The panel: greets the user by full name (the workspace's figures join it as links and QR codes land). */
export function HomePage() {
  const { t } = useTranslation();
  const { data: me } = useMe();
  const format = useFormat();
  const hour = new Date().getHours();
  const greeting =
    hour < 5
      ? 'home.greeting_evening'
      : hour < 12
        ? 'home.greeting_morning'
        : hour < 18
          ? 'home.greeting_afternoon'
          : 'home.greeting_evening';
  return (
    <section aria-labelledby="home-greeting">
      <p className="text-sm font-medium text-brand-700">{format.date(new Date(), { dateStyle: 'full' })}</p>
      <h1
        id="home-greeting"
        data-testid="home-greeting"
        className="mt-1 text-3xl font-bold tracking-tight text-slate-900"
      >
        {t(greeting, { name: me?.fullName ?? '' })}
      </h1>
      <p className="mt-2 max-w-2xl text-slate-600">{t('home.intro')}</p>
      <div className="mt-6 flex flex-wrap gap-3">
        <ButtonLink to="/link/new">
          <Plus className="size-4" aria-hidden="true" />
          {t('link.create')}
        </ButtonLink>
        <ButtonLink to="/links" variant="secondary">
          <Link2 className="size-4" aria-hidden="true" />
          {t('home.view_links')}
        </ButtonLink>
      </div>
    </section>
  );
}
