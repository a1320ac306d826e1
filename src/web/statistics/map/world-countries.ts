import type { FeatureCollection, Geometry } from 'geojson';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import atlas from 'world-atlas/countries-110m.json' with { type: 'json' };

export type CountryProperties = { name: string };

/**
 * The world's countries as GeoJSON, from the Natural Earth outlines the product ships (world-atlas, 1:110m): the
 * statistics' map shades them, a location's map draws them when no map tiles can be had.
 */
export function worldCountries(): FeatureCollection<Geometry, CountryProperties> {
  const topology = atlas as unknown as Topology<{ countries: GeometryCollection<CountryProperties> }>;
  return feature(topology, topology.objects.countries) as FeatureCollection<Geometry, CountryProperties>;
}
