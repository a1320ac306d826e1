import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';
import { useDataDirs } from './test/data-dirs.js';

const dataDir = useDataDirs();

describe('loadConfig', () => {
  it('runs with zero configuration: port 3000, SQLite under the data directory, Turkish, no proxy, no Google', () => {
    const dir = dataDir();
    const config = loadConfig({ DATA_DIR: dir });
    expect(config).toMatchObject({
      port: 3000,
      database: { kind: 'sqlite', file: path.join(dir, 'scanlink.db') },
      publicUrl: 'http://localhost:3000',
      defaultLocale: 'tr',
      trustProxy: 0,
      google: null,
      authRateLimit: 10,
      scheduler: true,
    });
  });

  it('generates the auth secret once and keeps it in the data directory', () => {
    const dir = dataDir();
    const first = loadConfig({ DATA_DIR: dir }).authSecret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(path.join(dir, 'auth-secret'), 'utf8').trim()).toBe(first);
    expect(loadConfig({ DATA_DIR: dir }).authSecret).toBe(first);
  });

  it('reads every variable it documents', () => {
    const config = loadConfig({
      DATA_DIR: dataDir(),
      PORT: '8080',
      DATABASE_URL: 'postgres://u@db:5432/scanlink',
      PUBLIC_URL: 'https://qr.example.com/',
      DEFAULT_LOCALE: 'se',
      TRUST_PROXY: 'true',
      GOOGLE_CLIENT_ID: 'id',
      GOOGLE_CLIENT_SECRET: 'secret',
      AUTH_SECRET: 's'.repeat(40),
      BACKGROUND_THREAD_NICE: '0',
      PUBLIC_PAGE_CACHE_MB: '8',
      MEDIA_DB_CONNECTIONS: '3',
      STATISTICS_DB_CONNECTIONS: '4',
      SCHEDULER: 'off',
    });
    expect(config).toMatchObject({
      port: 8080,
      database: { kind: 'postgres', url: 'postgres://u@db:5432/scanlink' },
      publicUrl: 'https://qr.example.com',
      defaultLocale: 'se',
      trustProxy: ['loopback', 'linklocal', 'uniquelocal'],
      google: { clientId: 'id', clientSecret: 'secret' },
      authSecret: 's'.repeat(40),
      backgroundThreadNice: 0,
      publicPageCacheBytes: 8 * 1024 * 1024,
      mediaConnections: 3,
      statisticsConnections: 4,
      scheduler: false,
    });
  });

  it.each([
    ['false', 0],
    ['true', ['loopback', 'linklocal', 'uniquelocal']],
    ['1', 1],
    ['2', 2],
    ['10.0.0.0/8, 192.0.2.7', ['10.0.0.0/8', '192.0.2.7']],
    ['loopback,fd00::/8', ['loopback', 'fd00::/8']],
  ])('reads TRUST_PROXY=%s as hops or proxy addresses', (value, trustProxy) => {
    expect(loadConfig({ DATA_DIR: dataDir(), TRUST_PROXY: value }).trustProxy).toEqual(trustProxy);
  });

  it('explains what TRUST_PROXY takes when the value is bad', () => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), TRUST_PROXY: 'proxy.internal' })).toThrow(
      /TRUST_PROXY: must be false, true .*number of proxy hops.*comma-separated list of proxy addresses/,
    );
  });

  it.each([
    ['PORT', { PORT: 'eighty' }],
    ['PORT', { PORT: '70000' }],
    ['DEFAULT_LOCALE', { DEFAULT_LOCALE: 'xx' }],
    ['DATABASE_URL', { DATABASE_URL: 'mysql://localhost/db' }],
    ['PUBLIC_URL', { PUBLIC_URL: 'ftp://example.com' }],
    ['TRUST_PROXY', { TRUST_PROXY: 'maybe' }],
    ['TRUST_PROXY', { TRUST_PROXY: '10.0.0.0/33' }],
    ['TRUST_PROXY', { TRUST_PROXY: '10.0.0.1,,10.0.0.2' }],
    ['TRUST_PROXY', { TRUST_PROXY: '-1' }],
    ['AUTH_SECRET', { AUTH_SECRET: 'short' }],
    ['AUTH_RATE_LIMIT', { AUTH_RATE_LIMIT: '0' }],
    ['BACKGROUND_THREAD_NICE', { BACKGROUND_THREAD_NICE: '20' }],
    ['BACKGROUND_THREAD_NICE', { BACKGROUND_THREAD_NICE: 'low' }],
    ['PUBLIC_PAGE_CACHE_MB', { PUBLIC_PAGE_CACHE_MB: '0' }],
    ['MEDIA_DB_CONNECTIONS', { MEDIA_DB_CONNECTIONS: '9' }],
    ['STATISTICS_DB_CONNECTIONS', { STATISTICS_DB_CONNECTIONS: '0' }],
    ['STATISTICS_DB_CONNECTIONS', { STATISTICS_DB_CONNECTIONS: '2.5' }],
    ['GOOGLE_CLIENT_ID', { GOOGLE_CLIENT_ID: 'only-the-id' }],
    ['SCHEDULER', { SCHEDULER: 'sometimes' }],
  ])('stops with a message naming %s when it is bad', (name, env) => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), ...env })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: dataDir(), ...env })).toThrow(new RegExp(name));
  });
});
