/**
 * Gives an account (by e-mail) or a visitor (by client id) a plan from now on, so member
 * behaviour can be tried before orders and payments exist:
 *   npm run grant-plan -- someone@example.com member [days]
 */
import { CLIENT_ID_PATTERN } from '@glossa/contracts/chat';
import { loadConfig } from '#core/config.ts';
import type { Owner } from '#core/owner.ts';
import { createDatabase } from '#db/database.ts';
import { migrateToLatest } from '#db/migrate.ts';
import { findUserByEmail } from '../features/account/index.ts';
import { QuotaService } from '../features/quota/index.ts';

const [who, planId, daysText] = process.argv.slice(2);
if (!who || !planId) {
  process.stderr.write('Usage: npm run grant-plan -- <e-mail or visitor client id> <plan: free|member> [days]\n');
  process.exit(2);
}
const days = daysText === undefined ? undefined : Number(daysText);
if (days !== undefined && !(Number.isInteger(days) && days > 0 && days <= 3660)) {
  process.stderr.write(`days must be a whole number from 1 to 3660 (got "${daysText}")\n`);
  process.exit(2);
}

const config = loadConfig(process.env);
const db = createDatabase(config);
try {
  await migrateToLatest(db);
  let owner: Owner;
  if (CLIENT_ID_PATTERN.test(who)) {
    owner = { kind: 'visitor', clientId: who };
  } else {
    const user = await findUserByEmail(db, who.trim().toLowerCase());
    if (!user) throw new Error(`No account has the e-mail ${who}`);
    owner = { kind: 'user', userId: user.id };
  }
  const { startsAt, expiresAt } = await new QuotaService({ db }).grant(owner, planId, days);
  process.stdout.write(`Granted the ${planId} plan to ${who} from ${startsAt} until ${expiresAt}\n`);
} catch (error) {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
} finally {
  await db.destroy();
}
