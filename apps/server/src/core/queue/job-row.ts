import type { Selectable } from 'kysely';
import type { JobTable } from '#db/schema.ts';

/** A job as stored (apps/server/src/db/schema.ts). */
export type JobRow = Selectable<JobTable>;
