import { useTranslation } from 'react-i18next';
import type { BreakdownRow } from '../../../shared/stats.js';
import { useFormat } from '../../i18n/format.js';
import { useStatLabels } from '../stat-labels.js';
import { COUNTRY_SHAPES, MAP_HEIGHT, MAP_WIDTH } from './map-geometry.js';

// Indigo 200 → 800: five steps that stay apart on screen and in print.
const SHADES = ['#c7d2fe', '#a5b4fc', '#818cf8', '#4f46e5', '#3730a3'];
const NO_CLICKS = '#e2e8f0';

/** Log steps: one country with 10,000 clicks must not wash every country with 10 out to the lightest shade. */
function shadeOf(clicks: number, max: number): string {
  if (clicks <= 0 || max <= 0) return NO_CLICKS;
  const step = Math.ceil((Math.log1p(clicks) / Math.log1p(max)) * SHADES.length) - 1;
  return SHADES[Math.min(SHADES.length - 1, Math.max(0, step))]!;
}

/** The world shaded by clicks per country; hovering a country shows its name and count. */
export default function WorldMap({ rows }: { rows: BreakdownRow[] }) {
  const { t } = useTranslation();
  const format = useFormat();
  const labels = useStatLabels();
  const clicksByCountry = new Map(rows.filter((row) => row.value).map((row) => [row.value!.toUpperCase(), row.clicks]));
  const max = Math.max(0, ...clicksByCountry.values());

  return (
    <div className="mt-4">
      <svg
        viewBox={`0 0 ${MAP_WIDTH} ${MAP_HEIGHT}`}
        role="img"
        aria-label={t('stats.map_label')}
        className="h-auto w-full"
      >
        {COUNTRY_SHAPES.map((shape, index) => {
          const clicks = (shape.code && clicksByCountry.get(shape.code)) || 0;
          return (
            <path
              key={`${shape.code ?? shape.name}-${index}`}
              d={shape.path}
              fill={shadeOf(clicks, max)}
              stroke="#fff"
              strokeWidth={0.5}
              className="transition-opacity hover:opacity-80"
            >
              <title>{`${shape.code ? labels.country(shape.code) : shape.name}: ${format.number(clicks)}`}</title>
            </path>
          );
        })}
      </svg>
      <div className="mt-3 flex items-center justify-end gap-2 text-xs text-slate-600" aria-hidden="true">
        <span>{t('stats.map_fewer')}</span>
        {SHADES.map((shade) => (
          <span key={shade} className="h-2.5 w-6 rounded-sm" style={{ backgroundColor: shade }} />
        ))}
        <span>{t('stats.map_more')}</span>
      </div>
    </div>
  );
}
