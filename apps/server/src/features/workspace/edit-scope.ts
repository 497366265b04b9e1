import { termBaseVersion } from '@glossa/translate/glossary/term-base';
import type { MemoryScope } from '@glossa/translate/memory/translation-memory';
import type { WorkspaceDeps } from './deps.ts';
import type { TranslateInput } from './jobs/job-input.ts';
import { translationSetup } from './jobs/translate-turn.ts';

/** The memory scope of the job's own translation, so the next document reuses the edit; none when nothing would look it up. */
export async function editScope(
  deps: WorkspaceDeps,
  owner: string,
  input: TranslateInput,
): Promise<MemoryScope | undefined> {
  let setup: ReturnType<typeof translationSetup>;
  try {
    setup = translationSetup(deps, input);
  } catch {
    return undefined; // no engine serves the pair any more
  }
  if (setup.source === 'auto') return undefined;
  const termBase = input.settings.termBaseId ? await deps.termBase?.(owner, input.settings.termBaseId) : undefined;
  return {
    owner,
    source: setup.source,
    target: input.target,
    engine: setup.engine.id,
    agent: setup.agentKey,
    termBaseVersion: termBaseVersion(termBase),
  };
}
