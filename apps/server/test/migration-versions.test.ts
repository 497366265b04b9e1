import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { migrateTo, migrateToLatest } from '#db/migrate.ts';

// biome-ignore lint/suspicious/noExplicitAny: the rows of the schema before versions.
const db = new Kysely<any>({ dialect: new SqliteDialect({ database: new SQLite(':memory:') }) });
afterAll(async () => db.destroy());

const at = 1_700_000_000_000;

function job(id: string, conversation: string, kind: string, created: number, revision = 0) {
  return {
    id,
    conversation_id: conversation,
    message_id: `m-${id}`,
    kind,
    state: 'done',
    input: '{}',
    total: 1,
    done: 1,
    revision,
    error: null,
    created_at: created,
    updated_at: created,
    attempt: 1,
    address: null,
    queued_at: created,
  };
}

describe('migration 0028: versions', () => {
  it('makes each translate job a version of its conversation, in order, with its segments', async () => {
    await migrateTo(db, '0027-apertium-probes');
    for (const id of ['c1', 'c2']) {
      await db
        .insertInto('conversations')
        .values({
          id,
          owner: 'u:1',
          name: '',
          module: 'text',
          source_language: 'en',
          target_language: 'de',
          file_id: null,
          preview: '',
          settings: '{}',
          next_seq: 1,
          created_at: at,
          updated_at: at,
        })
        .execute();
    }
    await db
      .insertInto('jobs')
      .values([
        job('j1', 'c1', 'translate', at, 3),
        job('j2', 'c1', 'refine', at + 1),
        job('j3', 'c1', 'translate', at + 2),
        job('j4', 'c2', 'translate', at),
      ])
      .execute();
    const segment = (jobId: string, id: string, target: string | null) => ({
      job_id: jobId,
      segment_id: id,
      position: Number(id.slice(1)),
      source: `source ${id}`,
      target,
      origin: target ? 'engine' : null,
    });
    await db
      .insertInto('job_segments')
      .values([
        segment('j1', 'p0', 'eins'),
        segment('j1', 'p1', 'zwei'),
        segment('j3', 'p0', null),
        segment('j4', 'p0', 'x'),
      ])
      .execute();

    await migrateToLatest(db);
    const versions = await db.selectFrom('versions').selectAll().orderBy('id').execute();
    expect(
      versions.map((v) => [v.id, v.conversation_id, v.number, v.kind, v.job_id, v.revision, v.message_id]),
    ).toEqual([
      ['j1', 'c1', 1, 'translation', 'j1', 3, 'm-j1'],
      ['j3', 'c1', 2, 'translation', 'j3', 0, 'm-j3'],
      ['j4', 'c2', 1, 'translation', 'j4', 0, 'm-j4'],
    ]);
    const segments = await db
      .selectFrom('version_segments')
      .select(['version_id', 'segment_id', 'target'])
      .orderBy('version_id')
      .orderBy('position')
      .execute();
    expect(segments).toEqual([
      { version_id: 'j1', segment_id: 'p0', target: 'eins' },
      { version_id: 'j1', segment_id: 'p1', target: 'zwei' },
      { version_id: 'j3', segment_id: 'p0', target: null },
      { version_id: 'j4', segment_id: 'p0', target: 'x' },
    ]);
    const tables = await db.introspection.getTables();
    expect(tables.map((table) => table.name)).not.toContain('job_segments');
  });
});
