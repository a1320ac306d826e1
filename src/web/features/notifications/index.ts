// The notifications feature's face: the header's bell (the signed-in frame shows it) and the settings' hooks (the
// settings screen lists every kind). Other features import this file only (eslint/module-boundaries.js).

export { NotificationBell } from './NotificationBell.js';
export { useNotificationSettings, useSaveNotificationSettings } from './notifications-api.js';
