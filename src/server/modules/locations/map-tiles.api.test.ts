import { describe, expect, it } from 'vitest';
import type { PublicConfig } from '../../../shared/account.js';
import { useTestServer } from '../../test/harness.js';

// The location pages' map: tiles from the server the admin names, allowed by the web app's CSP, and nothing else.
const server = useTestServer({
  MAP_TILE_URL: 'http://{s}.tiles.intranet:8080/{z}/{x}/{y}.png',
  MAP_TILE_ATTRIBUTION: '© OpenStreetMap contributors',
});

const imageSources = (policy: string | undefined) =>
  /(?:^|;)\s*img-src ([^;]*)/.exec(policy ?? '')?.[1]?.split(' ') ?? [];

describe('map tiles', () => {
  it('are handed to the web app with their credit, and its CSP allows images from their server', async () => {
    const response = await fetch(`${server().url}/api/config`);
    const config = (await response.json()) as PublicConfig;
    expect(config.mapTiles).toEqual({
      url: 'http://{s}.tiles.intranet:8080/{z}/{x}/{y}.png',
      attribution: '© OpenStreetMap contributors',
    });
    expect(imageSources(response.headers.get('content-security-policy') ?? undefined)).toEqual([
      "'self'",
      'data:',
      'blob:',
      'https:',
      'http://*.tiles.intranet:8080',
    ]);
  });
});
