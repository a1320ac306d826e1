// The statistics' face: all-time figures for lists, the statistics routes any subject declares, and time zones.
// Other modules import this file only (eslint/module-boundaries.js); everything else here is the module's own.

export { type ItemUnion } from './item-union.js';
export { allTimeCampaignClicks, allTimeClicks, allTimeLocationScans, allTimeScans } from './subject-figures.js';
export { subjectStatsRoutes } from './subject-routes.js';
export { ZoneClock } from './time-buckets.js';
