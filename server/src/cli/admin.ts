import { loadConfigOrExit } from '../boot';
import { attachToDatabaseServer, provideDatabaseServer } from '../db/bootstrap';
import { createDatabase } from '../db/client';
import { runMigrations } from '../db/migrate';
import { createLogger } from '../logger';
import { findUserByEmail, grantAdminRoles, revokeAdminRoles } from '../modules/auth/service';

const usage = 'Usage: npm run admin -- grant EMAIL | revoke EMAIL';
const [command, email] = process.argv.slice(2);
if ((command !== 'grant' && command !== 'revoke') || !email) {
  console.error(usage);
  process.exit(64); // EX_USAGE
}

/** `npm run admin -- grant EMAIL`: gives an existing account the admin role (revoke takes it back). */
const config = loadConfigOrExit();
const logger = createLogger(config.LOG_LEVEL);
// The running app's embedded database when there is one, else start it for this command.
const server = await attachToDatabaseServer(config).catch(() => provideDatabaseServer(config, logger));
const database = createDatabase(server.url, { max: 1 });
let exitCode = 0;
try {
  await runMigrations(server.url);
  const address = email.trim().toLowerCase();
  if (!(await findUserByEmail(database.db, address))) {
    console.error(`No account uses ${address}. It must sign up first (or list it in ADMIN_EMAILS).`);
    exitCode = 1;
  } else if (command === 'grant') {
    await grantAdminRoles(database.db, [address]);
    console.log(`${address} is now an admin.`);
  } else {
    await revokeAdminRoles(database.db, [address]);
    console.log(`${address} is no longer an admin.`);
  }
} finally {
  await database.close();
  await server.stop();
}
process.exit(exitCode);
