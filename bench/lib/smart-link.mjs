// The smart link of BENCH=redirect (docs/smart-links.md): what it is made of, and what its visitors send.
// The smart link's visitors speak one of these; its rules and variants all lead under SMART_PREFIX.
export const LANGUAGES = [
  'en-US,en;q=0.9',
  'de-DE,de;q=0.9',
  'tr-TR,tr;q=0.9',
  'fr-FR',
  'es-ES,es;q=0.8,en;q=0.5',
  'ru',
];
export const SMART_PREFIX = 'https://example.com/smart/';

/**
 * A link with 10 targeting rules of every kind of condition, which few visitors meet (most go through all ten), and a
 * three-way split behind them: the redirect's heaviest everyday case.
 */
export function smartLink() {
  const to = (name) => `${SMART_PREFIX}${name}`;
  const rule = (name, ...conditions) => ({ name, conditions, url: to(name) });
  return {
    name: 'smart',
    url: to('default'),
    rules: [
      rule('jp', { kind: 'country', values: ['JP', 'KR'] }, { kind: 'language', values: ['ja'] }),
      rule('print', { kind: 'query', name: 'campaign', value: 'print' }),
      rule('fi', { kind: 'language', values: ['fi'] }),
      rule('chromeos', { kind: 'os', values: ['chromeos'] }),
      rule('is', { kind: 'country', values: ['IS'] }),
      rule('2020', { kind: 'time', timeZone: 'Europe/Istanbul', fromDate: '2020-01-01', untilDate: '2020-12-31' }),
      rule('nz-tablet', { kind: 'device', values: ['tablet'] }, { kind: 'country', values: ['NZ'] }),
      rule('et', { kind: 'language', values: ['et'] }),
      rule('nfc', { kind: 'query', name: 'ref', value: 'nfc' }),
      rule('tr-ios', { kind: 'os', values: ['ios'] }, { kind: 'language', values: ['tr'] }),
    ],
    split: [
      { name: 'A', url: to('a'), weight: 34 },
      { name: 'B', url: to('b'), weight: 33 },
      { name: 'C', url: to('c'), weight: 33 },
    ],
  };
}
