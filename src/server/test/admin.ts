import { runAdminCommand } from '../admin/admin-commands.js';
import type { TestServer } from './harness.js';

/**
 * Runs `npm run admin -- …args` against `server`'s installation, collecting what it writes. `null`: a command line
 * that must be answered without opening the installation (usage, unknown commands).
 */
export async function admin(server: Pick<TestServer, 'config' | 'database'> | null, ...args: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runAdminCommand(
    args,
    async () => {
      if (!server) throw new Error('this command line should not need the installation');
      return { config: server.config, database: server.database };
    },
    { out: (line) => out.push(line), err: (line) => err.push(line) },
  );
  return { code, out: out.join('\n'), err: err.join('\n') };
}
