// The me module's face: what other modules may know of an account (whom a notification mail goes to). Other modules
// import this file only (eslint/module-boundaries.js).

export { mailRecipientOf } from './me.service.js';
