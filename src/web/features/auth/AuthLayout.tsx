import { BarChart3, Check, Download, Infinity as InfinityIcon, QrCode, Timer } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageSwitcher } from '../../components/LanguageSwitcher.js';
import { Logo } from '../../components/Logo.js';
import { ScanIllustration } from './ScanIllustration.js';
import { usePublicConfig } from '../../session/session.js';

/** Sign-in and sign-up: the centred form on one side, the picture and the marketing panel on the other. */
export function AuthLayout({ title, subtitle, children }: { title: string; subtitle: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="grid min-h-dvh lg:grid-cols-2">
      <main className="flex flex-col px-6 py-6 sm:px-10">
        <div className="flex items-center justify-between">
          <Logo />
          <LanguageSwitcher />
        </div>
        <div className="mx-auto flex w-full max-w-sm flex-1 flex-col justify-center py-10">
          <h1 className="text-2xl font-bold tracking-tight text-slate-900">{title}</h1>
          <p className="mt-2 break-words text-sm text-slate-600">{subtitle}</p>
          <div className="mt-8">{children}</div>
        </div>
        <MarketingPanel className="lg:hidden" />
        <p className="mt-6 text-center text-xs text-slate-500">{t('auth.footer')}</p>
      </main>
      <aside className="hidden flex-col justify-center bg-gradient-to-br from-brand-700 to-brand-900 px-12 text-white lg:flex">
        <ScanIllustration scanLabel={t('auth.scan_me')} className="mx-auto w-full max-w-md drop-shadow-xl" />
        <MarketingPanel className="mx-auto mt-10 max-w-md" dark />
      </aside>
    </div>
  );
}

function MarketingPanel({ className = '', dark = false }: { className?: string; dark?: boolean }) {
  const { t } = useTranslation();
  const { trialDays } = usePublicConfig();
  // The panel is rendered twice (below the form on phones, beside it on large screens): each needs its own id.
  const titleId = useId();
  const points = [
    { icon: QrCode, text: t('marketing.live_or_static') },
    { icon: Timer, text: t('marketing.trial', { days: trialDays }) },
    { icon: InfinityIcon, text: t('marketing.unlimited') },
    { icon: BarChart3, text: t('marketing.analytics') },
    { icon: Download, text: t('marketing.formats') },
  ];
  return (
    <section
      aria-labelledby={titleId}
      className={`${className} rounded-2xl p-6 ${dark ? 'bg-white/10 ring-1 ring-white/20' : 'bg-brand-50 ring-1 ring-brand-100'}`}
    >
      <h2 id={titleId} className={`text-lg font-semibold ${dark ? 'text-white' : 'text-brand-900'}`}>
        {t('marketing.title')}
      </h2>
      <ul className="mt-4 space-y-3">
        {points.map(({ icon: Icon, text }) => (
          <li key={text} className={`flex items-start gap-3 text-sm ${dark ? 'text-brand-50' : 'text-slate-700'}`}>
            <Icon
              className={`mt-0.5 size-4 shrink-0 ${dark ? 'text-brand-100' : 'text-brand-600'}`}
              aria-hidden="true"
            />
            <span>{text}</span>
          </li>
        ))}
      </ul>
      {/* slate-600: slate-500 small print on brand-50 is 4.26:1, under the 4.5:1 that 12 px text needs. */}
      <p className={`mt-5 flex items-center gap-2 text-xs ${dark ? 'text-brand-100' : 'text-slate-600'}`}>
        <Check className="size-3.5" aria-hidden="true" />
        {t('marketing.no_card')}
      </p>
    </section>
  );
}
