import { isMailAddress } from '../config-mail.js';
import { createResetLink } from '../modules/auth/index.js';
import type { AdminInstallation, AdminIo } from './admin-commands.js';

/**
 * `npm run admin -- reset-password <address>`: prints a one-time link to set a new password, for an installation
 * without mail (or a person whose mail does not arrive). It needs only the database; the link is the same as a
 * mailed one (one use, one hour), and sent to nobody: the operator hands it over.
 */
export async function resetPasswordCommand(
  args: string[],
  open: () => Promise<AdminInstallation>,
  io: AdminIo,
  usage: string,
): Promise<number> {
  const [address, extra] = args;
  if (address === undefined || extra !== undefined || address.startsWith('-')) {
    io.err(`reset-password takes one address.\n\n${usage}`);
    return 2;
  }
  if (!isMailAddress(address.trim())) {
    io.err(`Not an e-mail address: ${address}\n\n${usage}`);
    return 2;
  }
  const { config, database } = await open();
  const link = await createResetLink(database.db, config.publicUrl, address);
  if (!link) {
    io.err(`No account uses ${address}. Check the spelling; addresses are compared without regard to case.`);
    return 1;
  }
  io.out(`A one-time link to set a new password for ${address.trim().toLowerCase()} (valid for one hour):`);
  io.out(link);
  io.out('Hand it to the account owner yourself; anyone holding it can set the password.');
  return 0;
}
