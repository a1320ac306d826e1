import type { Config } from './config.js';
import type { DatabaseHandle } from './db/database.js';
import type { Auth } from './modules/auth/auth.js';

/** What every module is handed at registration: configuration, the database and the auth instance. */
export interface AppContext {
  config: Config;
  database: DatabaseHandle;
  auth: Auth;
}
