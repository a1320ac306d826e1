import { useFormat } from '../../i18n/format.js';

/**
 * "latitude - longitude", as the locations list has always shown them, in the interface language's digits, to six
 * decimals at most (≈ 10 cm).
 */
export function useCoordinatesText() {
  const format = useFormat();
  const degrees = (value: number) => format.number(value, { maximumFractionDigits: 6, useGrouping: false });
  return (location: { latitude: number; longitude: number }) =>
    `${degrees(location.latitude)} - ${degrees(location.longitude)}`;
}
