// The smart module's face (docs/smart-links.md): what links and QR codes store of their targeting rules, A/B split
// and password, the redirect's password check, the statistics' names of rules and variants, and the workspace's
// link-code setting. Other modules import this file only (eslint/module-boundaries.js).

export { getLinkSettings, linkSettingsRoutes } from './link-settings.js';
export { hashLinkPassword, linkPasswordMatches } from './link-password.js';
export { routeLabels, routeOutcomes } from './smart.repo.js';
export {
  readSmart,
  saveSmart,
  smartAddressIssues,
  smartAnswer,
  type SmartInput,
  type SmartOwner,
} from './smart-store.js';
