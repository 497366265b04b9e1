import type { LlmEndpoint } from '@glossa/translate/engines/llm/llm-config';
import type { RequestBudget } from '@glossa/translate/engines/llm/request-budget';
import { sql } from 'kysely';
import type { Database } from '#db/database.ts';

const MINUTE_MS = 60_000;
/** No limit, yet within a 32-bit integer (the type PostgreSQL gives the parameter); LLM_RPM and LLM_TPM stay below. */
const UNLIMITED = 2_000_000_000;

/**
 * An llm endpoint's LLM_RPM and LLM_TPM kept in the database, so the server processes of the
 * scale-out profile stay within them together: one row per endpoint and minute, counted up with
 * a single conditional upsert (the request is counted only if it fits). Fixed minute windows, as
 * most providers count; a request larger than the whole token budget goes alone in an empty minute.
 */
export class DatabaseBudget implements RequestBudget {
  private lastWindow = 0;

  constructor(
    private readonly db: Database,
    private readonly endpoint: Pick<LlmEndpoint, 'id' | 'requestsPerMinute' | 'tokensPerMinute'>,
  ) {}

  async take(tokens: number, now: number): Promise<number> {
    const window = Math.floor(now / MINUTE_MS) * MINUTE_MS;
    if (window !== this.lastWindow) await this.forgetBefore(window - MINUTE_MS);
    this.lastWindow = window;
    const rpm = this.endpoint.requestsPerMinute ?? UNLIMITED;
    const tpm = this.endpoint.tokensPerMinute ?? UNLIMITED;
    const counted = await this.db
      .insertInto('llm_budget_windows')
      .values({ endpoint: this.endpoint.id, window_start: window, requests: 1, tokens })
      .onConflict((conflict) =>
        conflict
          .columns(['endpoint', 'window_start'])
          .doUpdateSet({
            requests: sql`llm_budget_windows.requests + 1`,
            tokens: sql`llm_budget_windows.tokens + ${tokens}`,
          })
          .where(sql<boolean>`llm_budget_windows.requests + 1 <= ${rpm}`)
          .where(sql<boolean>`llm_budget_windows.tokens + ${tokens} <= ${tpm}`),
      )
      .returning('requests')
      .executeTakeFirst();
    return counted ? 0 : window + MINUTE_MS - now;
  }

  async correct(estimated: number, usedTokens: number, takenAt: number): Promise<void> {
    const window = Math.floor(takenAt / MINUTE_MS) * MINUTE_MS;
    await this.db
      .updateTable('llm_budget_windows')
      .set({ tokens: sql`llm_budget_windows.tokens + ${usedTokens - estimated}` })
      .where('endpoint', '=', this.endpoint.id)
      .where('window_start', '=', window)
      .execute();
  }

  private async forgetBefore(time: number): Promise<void> {
    await this.db
      .deleteFrom('llm_budget_windows')
      .where('endpoint', '=', this.endpoint.id)
      .where('window_start', '<', time)
      .execute();
  }
}

/** The scale-out profile (PostgreSQL) shares an endpoint's per-minute budget between processes; embedded keeps it in memory. */
export function sharedLlmBudget(db: Database, dialect: 'sqlite' | 'postgres') {
  return (endpoint: LlmEndpoint): RequestBudget | undefined => {
    const budgeted = endpoint.requestsPerMinute !== undefined || endpoint.tokensPerMinute !== undefined;
    return dialect === 'postgres' && budgeted ? new DatabaseBudget(db, endpoint) : undefined;
  };
}
