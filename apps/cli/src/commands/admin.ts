// `asperity admin grant EMAIL`: makes an account an admin on the server's database (issue 18 item 7).
// The server's code does the work (apps/server/src/admin-grant.ts), with the server's configuration
// read from the same environment (DATABASE_URL, or DATA_DIR's SQLite file): run it where the server
// runs, with its settings.
import { CliError } from '../cli-error.ts';
import type { CliCommand } from './command.ts';

interface AdminGrantModule {
  readonly grantAdmin: (email: string) => Promise<{ uid: string; email: string; alreadyAdmin: boolean }>;
}

// Loaded only when the command runs, so the file commands never load the server and its drivers.
const serverModule = '@asperity/server/src/admin-grant.ts';

export const adminCommand: CliCommand = {
  name: 'admin',
  register: (program, io) => {
    const admin = program.command('admin').description("administer the server's accounts");
    admin
      .command('grant')
      .description(
        "make the account with this e-mail address an admin, on the server's database (DATABASE_URL or DATA_DIR)",
      )
      .argument('<email>', 'e-mail address of an existing account')
      .action(async (email: string) => {
        const { grantAdmin } = (await import(serverModule)) as AdminGrantModule;
        try {
          const result = await grantAdmin(email);
          io.stdout(
            result.alreadyAdmin
              ? `${result.email} (${result.uid}) is an admin already\n`
              : `${result.email} (${result.uid}) is now an admin\n`,
          );
        } catch (error) {
          throw new CliError(error instanceof Error ? error.message : String(error));
        }
      });
  },
};
