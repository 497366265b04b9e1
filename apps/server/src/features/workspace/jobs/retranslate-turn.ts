import { translateSegments } from '@glossa/translate/pipeline/translate-segments';
import type { VersionRow } from '../versions.ts';
import { derivedAnswer, saveDerivedVersion } from './derived-version.ts';
import { type JobRunContext, jobEngine } from './job-context.ts';
import type { ChatInput, TranslateInput } from './job-input.ts';
import type { MessageWriter } from './message-writer.ts';
import { allSegments } from './segments-repo.ts';
import { translationSetup, turnTermBase } from './translate-turn.ts';
import { documentSample, joinedTranslation } from './translation-block.ts';

/**
 * Retranslate a selection (docs/product.md §7.6): the chosen sentences of a version through the
 * engine again, with the engine, precision and agent the turn names (else the conversation's),
 * the term base, and the sentences around each batch as context; saved as a new version made
 * from that one, the other sentences as they were. The memory is not asked: it would answer the
 * wording the reviewer wants replaced.
 */
export async function runRetranslateTurn(
  ctx: JobRunContext,
  input: ChatInput,
  base: VersionRow,
  translate: TranslateInput,
  writer: MessageWriter,
): Promise<void> {
  const { deps } = ctx;
  const rows = await allSegments(deps.db, base.id);
  const document = rows.map((row) => ({ id: row.segment_id, text: row.source }));
  const wanted = new Set(input.segmentIds ?? []);
  const chosen = document.filter((segment) => wanted.has(segment.id));
  const setup = translationSetup(deps, { ...translate, settings: input.settings }, undefined, input.engine);
  const languages = { sourceLanguage: setup.source, targetLanguage: translate.target };
  const answer = await derivedAnswer(ctx, writer, chosen.length, languages);
  const done = new Map<string, string>();
  await translateSegments(chosen, {
    engine: jobEngine(ctx, setup.engine),
    source: setup.source,
    target: translate.target,
    instructions: setup.instructions,
    agentKey: setup.agentKey,
    batchScale: setup.batchScale,
    termBase: await turnTermBase(ctx, input),
    document,
    signal: ctx.signal,
    requester: ctx.job.id,
    onSegment: async (segment) => {
      done.set(segment.id, segment.text);
      await answer.progress(done.size);
    },
  });
  const changed = [...done].map(([id, text]) => ({ id, text, origin: 'retranslate' }));
  const version = await saveDerivedVersion(ctx, base, 'retranslation', setup.engine.id, changed);
  // A text shows whole, as every other answer of a text does; a document the sentences retranslated.
  const whole = new Map(rows.flatMap((row) => (row.target === null ? [] : [[row.segment_id, row.target] as const])));
  for (const [id, text] of done) whole.set(id, text);
  const content = translate.module === 'text' ? joinedTranslation(document, whole) : documentSample(chosen, done);
  await answer.finish(version, content, translate);
}
