// The settings feature's face (docs/ARCHITECTURE.md, "Module faces"): what other features' settings screens use.
export { SettingsCard, SettingsHeader } from './SettingsLayout.js';
export { useMembers } from './members-queries.js';
