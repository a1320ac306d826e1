import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PublicConfig } from '../../../../shared/account.js';
import { usePublicConfig } from '../../../session/session.js';
import { worldCountries } from '../../../statistics/map/world-countries.js';
import { watchTiles } from './tile-watch.js';

/** What the map shows: the configured tiles, the built-in world map (no tiles configured), or it after tiles failed. */
type MapMode = 'tiles' | 'world' | 'fallback';

const STREET_ZOOM = 16;
// The built-in outlines are drawn at 1:110m: past this zoom they say nothing more.
const WORLD_ZOOM = 4;
const WORLD_MAX_ZOOM = 6;
const SEA = '#e0f2fe';
const LAND = { color: '#94a3b8', weight: 0.6, fillColor: '#f8fafc', fillOpacity: 1 };

// A pin of the product's own (no image from a CDN, nor Leaflet's PNGs): brand indigo with a white ring.
const PIN = L.divIcon({
  className: 'location-pin',
  html:
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 42" width="32" height="42" aria-hidden="true">' +
    '<path d="M16 1C7.7 1 1 7.6 1 15.8 1 27 16 41 16 41s15-14 15-25.2C31 7.6 24.3 1 16 1z" fill="#4f46e5" ' +
    'stroke="#ffffff" stroke-width="2"/><circle cx="16" cy="15.5" r="5.5" fill="#ffffff"/></svg>',
  iconSize: [32, 42],
  iconAnchor: [16, 41],
});

// Leaflet writes the attribution as HTML; the admin's credit is shown as the text it is.
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

function showWorld(map: L.Map, center: L.LatLngExpression): void {
  map.getContainer().style.background = SEA;
  L.geoJSON(worldCountries(), { style: LAND, interactive: false }).addTo(map);
  map.setMaxZoom(WORLD_MAX_ZOOM);
  map.setView(center, WORLD_ZOOM);
}

function showTiles(map: L.Map, tiles: NonNullable<PublicConfig['mapTiles']>, onUnreachable: () => void): () => void {
  const layer = L.tileLayer(tiles.url, {
    maxZoom: 19,
    attribution: tiles.attribution ? escapeHtml(tiles.attribution) : undefined,
  });
  const watch = watchTiles(() => {
    layer.remove();
    onUnreachable();
  });
  layer.on('tileload', watch.loaded).on('tileerror', watch.failed).addTo(map);
  return watch.stop;
}

/**
 * A location's point on a map (Leaflet, wrapped by hand: react-leaflet is not OSI-licensed). Tiles come from the
 * server the admin configured (MAP_TILE_URL); without one, or when its tiles do not load, the countries the product
 * ships are drawn instead, so the pin is always on a map and no outside server is called unless configured. The map
 * takes the keyboard focus (arrows pan, + and − zoom) and its zoom buttons are in the tab order.
 */
export default function LocationMap({
  latitude,
  longitude,
  name,
}: {
  latitude: number;
  longitude: number;
  name: string;
}) {
  const { t } = useTranslation();
  const { mapTiles } = usePublicConfig();
  const element = useRef<HTMLDivElement>(null);
  const [mode, setMode] = useState<MapMode>(mapTiles ? 'tiles' : 'world');
  const zoomIn = t('location.map_zoom_in');
  const zoomOut = t('location.map_zoom_out');

  useEffect(() => {
    if (!element.current) return;
    const center: L.LatLngExpression = [latitude, longitude];
    const map = L.map(element.current, { zoomControl: false, attributionControl: false, worldCopyJump: true });
    L.control.zoom({ zoomInTitle: zoomIn, zoomOutTitle: zoomOut, position: 'topleft' }).addTo(map);
    L.control.attribution({ prefix: false }).addTo(map);
    L.marker(center, { icon: PIN, keyboard: false, interactive: false }).addTo(map);
    let stopWatching = () => {};
    if (mapTiles) {
      map.setView(center, STREET_ZOOM);
      stopWatching = showTiles(map, mapTiles, () => {
        showWorld(map, center);
        setMode('fallback');
      });
    } else {
      showWorld(map, center);
    }
    return () => {
      stopWatching();
      map.remove();
    };
  }, [latitude, longitude, mapTiles, zoomIn, zoomOut]);

  return (
    <figure className="space-y-2">
      {/* Its own stacking context: Leaflet's panes and controls (z-index 400–1000) stay under the app's header. */}
      <div className="isolate overflow-hidden rounded-xl border border-slate-200">
        <div
          ref={element}
          role="application"
          aria-label={t('location.map_label', { name })}
          aria-roledescription={t('location.map_role')}
          data-testid="location-map"
          data-map-mode={mode}
          className="h-72 w-full sm:h-96"
        />
      </div>
      <figcaption className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 text-xs text-slate-600">
        <span role={mode === 'fallback' ? 'status' : undefined}>
          {mode === 'fallback'
            ? t('location.map_tiles_unavailable')
            : mode === 'world'
              ? t('location.map_builtin')
              : t('location.map_keyboard')}
        </span>
      </figcaption>
    </figure>
  );
}
