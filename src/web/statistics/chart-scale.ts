/** A round top for the chart's axis, even so that its half is a whole number too (0, half, top are labelled). */
export function niceMax(value: number): number {
  if (value <= 2) return 2;
  const magnitude = 10 ** Math.floor(Math.log10(value));
  const step = [1, 2, 4, 6, 8, 10].find((multiple) => multiple * magnitude >= value) ?? 10;
  return step * magnitude;
}

/** At most `count` evenly spaced bar indexes for axis labels, starting with the first bar. */
export function tickIndexes(length: number, count: number): number[] {
  const step = Math.max(1, Math.ceil(length / count));
  const indexes: number[] = [];
  for (let index = 0; index < length; index += step) indexes.push(index);
  return indexes;
}
