import type { LauncherPreferences } from '@glossa/contracts/account';
import { PRECISIONS, type Precision } from '@glossa/contracts/chat';
import { STORAGE_KEYS } from '@glossa/contracts/limits';

/** What the launcher remembers between visits and across New chat: what an account keeps on the server. */
export type LauncherChoices = LauncherPreferences;

interface Stored {
  /** Choices per owner: 'visitor', or 'user:<id>' for each account signed in on this browser. */
  owners: Record<string, LauncherChoices>;
  /** The account last signed in here, for the first paint before its details arrive. */
  lastUser?: string;
}

const STRING_FIELDS = ['source', 'target', 'agentId', 'termBaseId'] as const;

/** Keeps only well-formed fields: the stored value may come from an older version or another tab. */
function clean(value: unknown): LauncherChoices {
  if (typeof value !== 'object' || value === null) return {};
  const raw = value as Record<string, unknown>;
  const choices: LauncherChoices = {};
  for (const field of STRING_FIELDS) {
    const entry = raw[field];
    if (typeof entry === 'string' && entry.length > 0 && entry.length <= 100) choices[field] = entry;
  }
  if (raw.type === 'document' || raw.type === 'text') choices.type = raw.type;
  if (raw.mode === 'agent' || raw.mode === 'professional') choices.mode = raw.mode;
  if (PRECISIONS.includes(raw.precision as Precision)) choices.precision = raw.precision as Precision;
  return choices;
}

function read(): Stored {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(STORAGE_KEYS.launcherChoices) ?? '{}');
    if (typeof parsed !== 'object' || parsed === null) return { owners: {} };
    const { owners, lastUser } = parsed as { owners?: unknown; lastUser?: unknown };
    const entries = typeof owners === 'object' && owners !== null ? Object.entries(owners) : [];
    return {
      owners: Object.fromEntries(entries.map(([owner, choices]) => [owner, clean(choices)])),
      lastUser: typeof lastUser === 'string' ? lastUser : undefined,
    };
  } catch {
    return { owners: {} };
  }
}

function write(stored: Stored): void {
  try {
    localStorage.setItem(STORAGE_KEYS.launcherChoices, JSON.stringify(stored));
  } catch {
    // Storage blocked: the choices last for this page only.
  }
}

/** Whose choices these are: the visitor's, or the account's (the last one signed in until its id is known). */
export function choicesOwner(signedIn: boolean, userId: string | undefined): string {
  if (!signedIn) return 'visitor';
  const id = userId ?? read().lastUser;
  return id ? `user:${id}` : 'user';
}

/** An account starts from what it chose as a visitor on this browser. */
export function readChoices(owner: string): LauncherChoices {
  const { owners } = read();
  return owners[owner] ?? (owner === 'visitor' ? {} : (owners.visitor ?? {}));
}

export function saveChoices(owner: string, choices: LauncherChoices): void {
  const stored = read();
  stored.owners[owner] = clean(choices);
  if (owner.startsWith('user:')) stored.lastUser = owner.slice(5);
  write(stored);
}
