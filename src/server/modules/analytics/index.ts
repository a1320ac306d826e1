// The analytics module's face. The module records clicks and scans (recording/: the recorder the redirect hands
// clicks to, and the click writer thread behind it) and reads them back as statistics (statistics/: figures for
// lists, the statistics routes any subject declares, time zones). The composition root (app.ts) wires up the
// recorder, the statistics routes and the forgetting of deleted subjects. Other modules import this file only
// (eslint/module-boundaries.js); everything else here is the module's own.

export { type ClickRecorder, countryOfAddress } from './recording/click-recorder.js';
export { createDailySalt, utcDayStart } from './recording/visitor-hash.js';
export { createUserAgentReader } from './recording/user-agent.js';
export { type ItemUnion } from './statistics/item-union.js';
export {
  allTimeCampaignClicks,
  allTimeClicks,
  allTimeLocationScans,
  allTimeScans,
  workspaceRangeFigures,
} from './statistics/subject-figures.js';
export type { RangeFigures, TopItem } from './statistics/week-figures.repo.js';
export { subjectStatsRoutes } from './statistics/subject-routes.js';
export { namesOf as subjectNames } from './statistics/stats.repo.js';
export { ZoneClock } from './statistics/time-buckets.js';
