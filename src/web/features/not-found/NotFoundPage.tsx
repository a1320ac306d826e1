import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Logo } from '../../components/Logo.js';

/** Any unknown path (docs/product.md, Layout), with the texts the product has always had, in every language. */
export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center px-6 text-center">
      <Logo />
      <p className="mt-10 text-7xl font-extrabold tracking-tight text-brand-600">404</p>
      <h1 className="mt-4 text-2xl font-bold text-slate-900">{t('not_found.title')}</h1>
      <p className="mt-2 max-w-md text-slate-600">{t('not_found.description')}</p>
      <Link
        to="/"
        className="mt-8 inline-flex rounded-lg bg-brand-600 px-4 py-2.5 text-sm font-semibold text-white hover:bg-brand-700"
      >
        {t('not_found.home_link')}
      </Link>
    </main>
  );
}
