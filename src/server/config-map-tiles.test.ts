import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';
import { useDataDirs } from './test/data-dirs.js';

const dataDir = useDataDirs();

describe('map tiles (MAP_TILE_URL, MAP_TILE_ATTRIBUTION)', () => {
  it('are off unless configured: the product then calls no tile server', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).mapTiles).toBeNull();
    // A credit without tiles credits nothing.
    expect(loadConfig({ DATA_DIR: dataDir(), MAP_TILE_ATTRIBUTION: '© Somebody' }).mapTiles).toBeNull();
  });

  it.each([
    ['https://tile.openstreetmap.org/{z}/{x}/{y}.png', 'https://tile.openstreetmap.org'],
    ['https://{s}.tile.example.com/{z}/{x}/{y}.png?key=abc', 'https://*.tile.example.com'],
    ['http://tiles.intranet:8080/osm/{z}/{x}/{y}.png', 'http://tiles.intranet:8080'],
    ['HTTPS://Tiles.Example.COM/{z}/{y}/{x}.jpg', 'https://tiles.example.com'],
  ])('read %s, allowing images from %s', (url, cspSource) => {
    const config = loadConfig({ DATA_DIR: dataDir(), MAP_TILE_URL: ` ${url} `, MAP_TILE_ATTRIBUTION: ' © OSM ' });
    expect(config.mapTiles).toEqual({ url, attribution: '© OSM', cspSource });
  });

  it.each([
    ['ftp://tiles.example.com/{z}/{x}/{y}.png'],
    ['https://tiles.example.com/{z}/{x}.png'],
    ['tiles.example.com/{z}/{x}/{y}.png'],
    ['https://tiles.{s}.example.com/{z}/{x}/{y}.png'],
    ["https://tiles.example.com;script-src 'unsafe-inline'/{z}/{x}/{y}.png"],
    ['https://tiles example.com/{z}/{x}/{y}.png'],
  ])('stop the start with a message for %s', (url) => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), MAP_TILE_URL: url })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: dataDir(), MAP_TILE_URL: url })).toThrow(/MAP_TILE_URL: must be an http\(s\)/);
  });

  it('refuse a credit longer than a line', () => {
    expect(() =>
      loadConfig({
        DATA_DIR: dataDir(),
        MAP_TILE_URL: 'https://t.example/{z}/{x}/{y}.png',
        MAP_TILE_ATTRIBUTION: 'x'.repeat(301),
      }),
    ).toThrow(/MAP_TILE_ATTRIBUTION/);
  });
});
