// The fuzzer's raw material (see fuzz-inputs.ts). Data tables: kept dense on purpose, one theme per line.

const nestedArray = (depth: number): unknown => (depth === 0 ? 'leaf' : [nestedArray(depth - 1)]);
const nestedText = (depth: number, open = '[', close = ']') => `${open.repeat(depth)}1${close.repeat(depth)}`;

/** Strings a database may refuse or mangle: NUL, lone surrogates, and the empty values that mean "none". */
// prettier-ignore
export const HOSTILE_STRINGS: readonly string[] = [
  '', ' ', '\u0000', 'a\u0000b', '\ud800', 'x\udfff', '\udc00\ud800', '%00',
];

/** Values that are wrong for almost any field: other types, sizes, injections, nesting. */
// prettier-ignore
export const BAD_VALUES: readonly unknown[] = [
  0, -1, 1.5, 1e308, -1e308, true, false, null, [], {}, ['x'], { nested: { deeper: 'x' } },
  'x'.repeat(10_000), 'x'.repeat(300_000), '😀'.repeat(2_000),
  "' OR '1'='1' --", '<script>alert(1)</script>', '../../../etc/passwd', '\r\n\r\nX-Injected: 1',
  'javascript:alert(1)', 'http://[::1]/', 'https://user:pass@example.com', 'http://2130706433/', 'file:///etc/passwd',
  'NaN', '-0', '9'.repeat(400), '2026-02-30T25:61:00Z', '__proto__', 'constructor',
  nestedArray(20), nestedArray(40),
];

/** Bodies sent as they are with an application/json content type: malformed, hostile or absurdly shaped. */
// prettier-ignore
export const RAW_JSON_BODIES: readonly string[] = [
  '', ' ', '{', '}', '[', '{"a":}', '{"a":1,}', "{'a':1}", 'NaN', 'Infinity', '{"a":1}garbage', '\ufeff{"name":"x"}',
  'null', 'true', '0', '-1', '"text"', '[]', '[{}]',
  '\u0000', '{"a":"\u0000"}', '{"a":"\\u0000"}', '{"a":"\\ud800"}', '{"name":"a","name":{"x":1}}',
  '{"__proto__":{"admin":true}}', '{"constructor":{"prototype":{"admin":true}}}',
  nestedText(10_000), nestedText(10_000, '{"a":', '}'), nestedText(300_000), '['.repeat(200_000),
  `{${Array.from({ length: 20_000 }, (_, index) => `"k${index}":${index}`).join(',')}}`, `[${'1,'.repeat(200_000)}1]`,
];

// prettier-ignore
export const CONTENT_TYPES: readonly string[] = [
  'text/plain', 'text/plain; charset=utf-8', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x',
  'application/xml', 'application/json; charset=utf-16', 'application/json; charset=latin1', 'application/JSON',
  'application/json;;', 'application/vnd.api+json', '*/*', 'json', '',
];

// prettier-ignore
export const QUERY_KEYS: readonly string[] = [
  'limit', 'cursor', 'q', 'from', 'to', 'tz', 'interval', 'range', 'size', '__proto__', 'constructor', 'a[b]', 'limit[]',
];

// prettier-ignore
export const QUERY_VALUES: readonly string[] = [
  '-1', '0', '1e309', '1.5', 'NaN', 'ten', '', '99999999999999999999', 'garbage', 'AAAA', 'x'.repeat(5_000),
  '%00', 'a%00b', '%ED%A0%80', '%C0%AE', '%', '%zz', '%E2%80%AE', "'%20OR%201=1", '%3Cscript%3E',
  '2026-13-45', 'Mars%2FPhobos', 'minute', 'all', 'custom',
  Buffer.from('1:\u0000').toString('base64url'), Buffer.from('9'.repeat(40)).toString('base64url'),
];

// prettier-ignore
export const PARAM_VALUES: readonly string[] = [
  '%00', 'a%00', '..', '%2e%2e', '.', '%2F', 'a%2Fb', 'x'.repeat(101), 'x'.repeat(5_000),
  '%ED%A0%80', '%uD800', '%', '%zz', '%C0%AE%C0%AE', '%20', '%E2%80%AE',
  encodeURIComponent("1' OR '1'='1"), encodeURIComponent('çay-☕'), '0', '-1', 'null', 'undefined',
];

/** Tails for wildcard routes; none signs out or deletes the account the fuzzer uses. */
// prettier-ignore
export const WILDCARD_TAILS: readonly string[] = [
  '', '%00', '..%2F..%2Fetc%2Fpasswd', '../../etc/passwd', 'x'.repeat(3_000), 'ok/%ED%A0%80', 'ok/%',
  'get-session', 'get-session?disableCookieCache=%00', 'callback/google?code=%00&state=x', 'sign-in/social',
  'list-sessions', 'error?error=%00', 'update-user', 'change-email', 'reset-password/%00', 'verify-email?token=%00',
];

// prettier-ignore
const HOSTS: readonly string[] = [
  'evil.example', '', '[::1', 'a b', 'x'.repeat(300), 'localhost:99999', '127.0.0.1:0', '::1', 'é.example',
  'exa_mple.com', 'a@b', '..', 'localhost:abc', 'a, b',
];

// prettier-ignore
export const HEADER_MUTATIONS: ReadonlyArray<readonly [string, readonly string[]]> = [
  ['host', HOSTS],
  ['x-forwarded-host', HOSTS],
  ['x-forwarded-proto', ['ftp', '', 'javascript', 'https, http', 'HTTP', 'x'.repeat(200), 'https:', '%00']],
  ['x-forwarded-for', ['not-an-ip', '999.999.999.999', '::1, ::2', '', '1.2.3.4, evil', 'x'.repeat(500)]],
  ['origin', ['null', 'http://evil.example', '', '%00', 'http://127.0.0.1', 'x']],
  ['accept', ['text/html', '*/*', 'application/json;q=0', 'text/event-stream']],
  ['accept-language', ['%00', 'x'.repeat(1_000), '*', 'zz-ZZ']],
  ['user-agent', ['', 'x'.repeat(4_000), 'Googlebot/2.1']],
  ['referer', ['javascript:alert(1)', '%00', 'http://[::1']],
  ['content-encoding', ['gzip', 'br', 'x']],
];

export const COOKIE_JUNK: readonly string[] = ['garbage', '%00', '"', 'x'.repeat(4_000), '', 'a.b.c'];

// CONNECT is left out: node:http hands it to an 'upgrade'-style handler, not a response.
// prettier-ignore
export const ODD_METHODS: readonly string[] = [
  'PUT', 'OPTIONS', 'TRACE', 'PROPFIND', 'MKCOL', 'PURGE', 'FOO', 'DELETE', 'PATCH', 'POST', 'GET', 'HEAD',
];
