// The notifications module's face (docs/adr/0017-notifications.md): its routes, and setting it up in the app (the
// sources of notifications, their mail, the retention job), and the trial's notice set at sign-up. Other modules
// import this file only (eslint/module-boundaries.js).

export { notificationRoutes } from './notifications.routes.js';
export { scheduleNewAccount, setUpNotifications } from './notifications-setup.js';
