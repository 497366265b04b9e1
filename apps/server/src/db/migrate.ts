import type { Kysely } from 'kysely';
import { type Migration, type MigrationProvider, Migrator } from 'kysely/migration';
import * as siteSettings from './migrations/0001-site-settings.ts';
import * as translationMemory from './migrations/0002-translation-memory.ts';
import * as accounts from './migrations/0003-accounts.ts';
import * as workspace from './migrations/0004-workspace.ts';
import * as accountProfile from './migrations/0005-account-profile.ts';
import * as termBases from './migrations/0006-term-bases.ts';
import * as sessionDetails from './migrations/0007-session-details.ts';
import * as jobRunsAndMemoryOrigins from './migrations/0008-job-runs-and-memory-origins.ts';
import * as codeSendAddresses from './migrations/0009-code-send-addresses.ts';
import * as uploadAdmissions from './migrations/0010-upload-admissions.ts';
import * as userPreferences from './migrations/0011-user-preferences.ts';
import * as plansAndOrders from './migrations/0012-plans-and-orders.ts';
import * as operatorsMessagesAds from './migrations/0014-operators-messages-ads.ts';
import * as trackingEvents from './migrations/0015-tracking-events.ts';
import * as jobLeases from './migrations/0016-job-leases.ts';
import * as llmBudget from './migrations/0017-llm-budget.ts';
import * as apiKeys from './migrations/0018-api-keys.ts';
import * as apiDocuments from './migrations/0019-api-documents.ts';
import * as jobTurns from './migrations/0020-job-turns.ts';
import * as codesAndVisitorUsage from './migrations/0021-codes-and-visitor-usage.ts';
import * as paymentEvents from './migrations/0022-payment-events.ts';
import * as receipts from './migrations/0023-receipts.ts';
import * as moneyConsole from './migrations/0024-money-console.ts';
import * as entitlementLedger from './migrations/0025-entitlement-ledger.ts';
import * as jobLostRuns from './migrations/0026-job-lost-runs.ts';
import * as apertiumProbes from './migrations/0027-apertium-probes.ts';
import * as versions from './migrations/0028-versions.ts';
import * as segmentReview from './migrations/0029-segment-review.ts';

/** Migrations in order. Add new files here; never edit one that has shipped. */
const MIGRATIONS: Record<string, Migration> = {
  '0001-site-settings': siteSettings,
  '0002-translation-memory': translationMemory,
  '0003-accounts': accounts,
  '0004-workspace': workspace,
  '0005-account-profile': accountProfile,
  '0006-term-bases': termBases,
  '0007-session-details': sessionDetails,
  '0008-job-runs-and-memory-origins': jobRunsAndMemoryOrigins,
  '0009-code-send-addresses': codeSendAddresses,
  '0010-upload-admissions': uploadAdmissions,
  '0011-user-preferences': userPreferences,
  '0012-plans-and-orders': plansAndOrders,
  '0014-operators-messages-ads': operatorsMessagesAds,
  '0015-tracking-events': trackingEvents,
  '0016-job-leases': jobLeases,
  '0017-llm-budget': llmBudget,
  '0018-api-keys': apiKeys,
  '0019-api-documents': apiDocuments,
  '0020-job-turns': jobTurns,
  '0021-codes-and-visitor-usage': codesAndVisitorUsage,
  '0022-payment-events': paymentEvents,
  '0023-receipts': receipts,
  '0024-money-console': moneyConsole,
  '0025-entitlement-ledger': entitlementLedger,
  '0026-job-lost-runs': jobLostRuns,
  '0027-apertium-probes': apertiumProbes,
  '0028-versions': versions,
  '0029-segment-review': segmentReview,
};

const provider: MigrationProvider = { getMigrations: async () => MIGRATIONS };

/** Brings the schema up to date; throws with the failing migration's name. */
// biome-ignore lint/suspicious/noExplicitAny: the migrator works on any schema.
export async function migrateToLatest(db: Kysely<any>): Promise<string[]> {
  const migrator = new Migrator({ db, provider });
  const { error, results = [] } = await migrator.migrateToLatest();
  const failed = results.find((r) => r.status === 'Error');
  if (error) {
    const where = failed ? ` in migration ${failed.migrationName}` : '';
    throw new Error(`Database migration failed${where}: ${String((error as Error).message ?? error)}`, {
      cause: error,
    });
  }
  return results.filter((r) => r.status === 'Success').map((r) => r.migrationName);
}

/** Brings the schema to `name` (up or down): how a migration's own test sets the data of its time. */
// biome-ignore lint/suspicious/noExplicitAny: the migrator works on any schema.
export async function migrateTo(db: Kysely<any>, name: string): Promise<void> {
  const { error } = await new Migrator({ db, provider }).migrateTo(name);
  if (error) throw error;
}

export function latestMigrationName(): string {
  return Object.keys(MIGRATIONS).sort().at(-1) ?? '';
}
