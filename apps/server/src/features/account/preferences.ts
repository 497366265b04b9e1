import { launcherPreferences, type PreferencesAnswer, type SavedPreferences } from '@glossa/contracts/account-requests';
import type { Database } from '#db/database.ts';

/** The account's remembered launcher choices; null until it saved any. */
export async function readPreferences(db: Database, userId: string): Promise<PreferencesAnswer> {
  const row = await db
    .selectFrom('user_preferences')
    .select('choices')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!row) return { choices: null };
  // Stored by an older version, or by hand: only what still reads as a choice is answered.
  let stored: unknown;
  try {
    stored = JSON.parse(row.choices);
  } catch {
    return { choices: null };
  }
  const parsed = launcherPreferences.safeParse(stored);
  return { choices: parsed.success ? parsed.data : null };
}

/** Replaces the account's choices with these (already validated by the route). */
export async function savePreferences(
  db: Database,
  userId: string,
  choices: SavedPreferences,
  now: number,
): Promise<void> {
  const json = JSON.stringify(choices);
  await db
    .insertInto('user_preferences')
    .values({ user_id: userId, choices: json, updated_at: now })
    .onConflict((conflict) => conflict.column('user_id').doUpdateSet({ choices: json, updated_at: now }))
    .execute();
}
