import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { intlLocale, isLocale } from '../../../shared/locales.js';

export interface Point {
  latitude: number;
  longitude: number;
}

/**
 * A point as people read it, with hemispheres instead of signs: "40.9869° N, 29.0255° E" ("40,9869° N, 29,0255° O"
 * in German). A bare "40.9869 - 29.0255" read as a negative longitude, and two numbers with decimal commas joined
 * by a comma could not be told apart. The digits in the language's form, to six decimals at most (≈ 10 cm).
 */
export function coordinatesText(t: TFunction, locale: string, point: Point): string {
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 6, useGrouping: false });
  const degrees = (value: number) => number.format(Math.abs(value));
  return t('location.point', {
    latitude: t(point.latitude < 0 ? 'location.latitude_south' : 'location.latitude_north', {
      degrees: degrees(point.latitude),
    }),
    longitude: t(point.longitude < 0 ? 'location.longitude_west' : 'location.longitude_east', {
      degrees: degrees(point.longitude),
    }),
  });
}

/** `coordinatesText` in the interface language. */
export function useCoordinatesText() {
  const { t, i18n } = useTranslation();
  const tag = intlLocale(isLocale(i18n.language) ? i18n.language : 'en');
  return (point: Point) => coordinatesText(t, tag, point);
}
