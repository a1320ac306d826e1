import { geoEqualEarth, geoPath } from 'd3-geo';
import { alpha2OfShape } from './country-numeric.js';
import { worldCountries } from './world-countries.js';

export const MAP_WIDTH = 960;

export interface CountryShape {
  /** ISO 3166-1 alpha-2, or undefined for the rare shape without one. */
  code: string | undefined;
  name: string;
  path: string;
}

// Drawn once when the chunk loads: the outlines never change, only their shading does.
function drawCountries(): { shapes: CountryShape[]; height: number } {
  const world = worldCountries();
  // Antarctica takes a fifth of the height and never has clicks.
  const inhabited = { ...world, features: world.features.filter((shape) => shape.properties.name !== 'Antarctica') };
  const projection = geoEqualEarth().fitWidth(MAP_WIDTH, inhabited);
  const path = geoPath(projection);
  const [, [, bottom]] = path.bounds(inhabited);
  const shapes = inhabited.features.map((shape) => ({
    code: alpha2OfShape(shape.id, shape.properties.name),
    name: shape.properties.name,
    path: path(shape) ?? '',
  }));
  return { shapes, height: Math.ceil(bottom) };
}

export const { shapes: COUNTRY_SHAPES, height: MAP_HEIGHT } = drawCountries();
