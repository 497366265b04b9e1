import type { ProbeStore, ProbeTurns, RememberedProbe } from '@glossa/translate/engines/apertium/probe-cache';
import type { Database } from './database.ts';

/** The one row of apertium_probe_turns. */
const TURN = 'probing';

/**
 * The Apertium probes in the database, read by every process of the scale-out profile
 * (docs/decisions/0036-shared-apertium-probes.md): one row per mode with the signature of the
 * files it was probed with, and a turn (a renewed lease) so that processes starting together
 * probe once. Works on SQLite and PostgreSQL.
 */
export class DatabaseProbeStore implements ProbeStore {
  readonly description = 'the database';
  readonly turns: ProbeTurns;

  constructor(private readonly db: Database) {
    this.turns = new DatabaseProbeTurns(db);
  }

  async read(): Promise<Map<string, RememberedProbe>> {
    const rows = await this.db.selectFrom('apertium_probes').select(['mode', 'signature', 'ok', 'reason']).execute();
    return new Map(
      rows.map((row) => [
        row.mode,
        { signature: row.signature, ok: row.ok === 1, ...(row.reason === null ? {} : { reason: row.reason }) },
      ]),
    );
  }

  async write(probes: ReadonlyMap<string, RememberedProbe>): Promise<void> {
    if (probes.size === 0) return;
    const probedAt = Date.now();
    const rows = [...probes].map(([mode, probe]) => ({
      mode,
      signature: probe.signature,
      ok: probe.ok ? 1 : 0,
      reason: probe.reason ?? null,
      probed_at: probedAt,
    }));
    await this.db
      .insertInto('apertium_probes')
      .values(rows)
      .onConflict((conflict) =>
        conflict.column('mode').doUpdateSet((eb) => ({
          signature: eb.ref('excluded.signature'),
          ok: eb.ref('excluded.ok'),
          reason: eb.ref('excluded.reason'),
          probed_at: eb.ref('excluded.probed_at'),
        })),
      )
      .execute();
  }
}

/** One conditional upsert takes the turn, so two processes taking it at once cannot both have it. */
class DatabaseProbeTurns implements ProbeTurns {
  constructor(private readonly db: Database) {}

  async take(holder: string, ms: number): Promise<boolean> {
    const now = Date.now();
    const taken = await this.db
      .insertInto('apertium_probe_turns')
      .values({ name: TURN, holder, lease_until: now + ms })
      .onConflict((conflict) =>
        conflict
          .column('name')
          .doUpdateSet((eb) => ({ holder: eb.ref('excluded.holder'), lease_until: eb.ref('excluded.lease_until') }))
          .where((eb) =>
            eb.or([eb('apertium_probe_turns.lease_until', '<', now), eb('apertium_probe_turns.holder', '=', holder)]),
          ),
      )
      .returning('holder')
      .executeTakeFirst();
    return taken !== undefined;
  }

  async renew(holder: string, ms: number): Promise<boolean> {
    const renewed = await this.db
      .updateTable('apertium_probe_turns')
      .set({ lease_until: Date.now() + ms })
      .where('name', '=', TURN)
      .where('holder', '=', holder)
      .executeTakeFirst();
    return Number(renewed.numUpdatedRows) > 0;
  }

  async release(holder: string): Promise<void> {
    await this.db.deleteFrom('apertium_probe_turns').where('name', '=', TURN).where('holder', '=', holder).execute();
  }
}
