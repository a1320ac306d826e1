import { useTranslation } from 'react-i18next';

/** DB-IP's licence (CC BY 4.0) asks for this line wherever its geography is shown; the brand text stays as is. */
export function GeoAttribution() {
  const { t } = useTranslation();
  return (
    <p className="text-xs text-slate-600">
      {t('stats.geo_source')}{' '}
      <a
        href="https://db-ip.com"
        target="_blank"
        rel="noopener"
        className="font-medium text-brand-700 underline hover:text-brand-900"
      >
        IP Geolocation by DB-IP
      </a>
    </p>
  );
}
