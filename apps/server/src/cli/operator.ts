/**
 * Makes an existing account an operator, who may open the console at /{lang}/console:
 *   npm run operator -- someone@example.com
 * The account signs up first, the usual way.
 */
import { loadConfig } from '#core/config.ts';
import { createDatabase } from '#db/database.ts';
import { migrateToLatest } from '#db/migrate.ts';
import { makeOperator } from '../features/console/index.ts';

const [email] = process.argv.slice(2);
if (!email) {
  process.stderr.write('Usage: npm run operator -- <e-mail of an existing account>\n');
  process.exit(2);
}

const db = createDatabase(loadConfig(process.env));
try {
  await migrateToLatest(db);
  if (!(await makeOperator(db, email))) throw new Error(`No account has the e-mail ${email}: sign up first`);
  process.stdout.write(`${email} is now an operator: the console is at /{lang}/console\n`);
} catch (error) {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
} finally {
  await db.destroy();
}
