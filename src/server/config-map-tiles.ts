import { z } from 'zod';

/** The map tiles the location pages load in the browser, and what the web app's CSP must allow for them. */
export interface MapTiles {
  /** A Leaflet tile template: `https://tile.openstreetmap.org/{z}/{x}/{y}.png`, `{s}` for subdomains. */
  url: string;
  attribution: string | null;
  /** The template's origin as a CSP source, its `{s}` subdomain as a wildcard: `https://*.tile.example`. */
  cspSource: string;
}

/** MAP_TILE_URL and MAP_TILE_ATTRIBUTION, validated with the rest of config.ts's. */
export const mapTilesEnvSchema = {
  MAP_TILE_URL: z
    .string()
    .trim()
    .refine((value) => tileSourceOf(value) !== null, {
      message:
        'must be an http(s) tile address with {z}, {x} and {y}, such as https://tile.openstreetmap.org/{z}/{x}/{y}.png',
    })
    .optional(),
  MAP_TILE_ATTRIBUTION: z.string().trim().max(300, { message: 'must be at most 300 characters' }).optional(),
};

/** The tiles from validated values; null draws the world map the product ships and calls nobody. */
export function mapTilesOf(env: { MAP_TILE_URL?: string; MAP_TILE_ATTRIBUTION?: string }): MapTiles | null {
  if (!env.MAP_TILE_URL) return null;
  return {
    url: env.MAP_TILE_URL,
    attribution: env.MAP_TILE_ATTRIBUTION ?? null,
    cspSource: tileSourceOf(env.MAP_TILE_URL) ?? "'none'",
  };
}

/**
 * The CSP source of a tile template, or null when it is not one: http(s), with {z}, {x} and {y}, and `{s}` (a
 * subdomain letter) only as the first label of the host, where a CSP wildcard can stand for it.
 */
function tileSourceOf(template: string): string | null {
  if (!['{z}', '{x}', '{y}'].every((part) => template.includes(part))) return null;
  const match = /^(https?):\/\/((?:\{s\}\.)?)([a-z0-9.-]+(?::\d{1,5})?)\//i.exec(template);
  if (!match) return null;
  const [, scheme = '', subdomain, host = ''] = match;
  if (!URL.canParse(`${scheme}://${host}/`)) return null;
  return `${scheme.toLowerCase()}://${subdomain ? '*.' : ''}${host.toLowerCase()}`;
}
