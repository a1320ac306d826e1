// The auth module's face: what other modules may use of sign-in, passwords and sessions.
// Other modules import this file only (eslint/module-boundaries.js); everything else here is the module's own.

export { removeAccount } from './account-removal.js';
export { authErrors } from './auth.service.js';
export { assertCurrentPassword, changePassword, hasPassword } from './password.service.js';
export { clearSessionCookies } from './session-cookies.js';
export { listActiveSessions, signOutOtherSessions, signOutSession } from './sessions.service.js';
export { createResetLink } from './password-reset.service.js';
export { confirmEmailChange, findPendingEmail, requestEmailChange } from './email-change.service.js';
