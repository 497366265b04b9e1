import type { Block } from '@glossa/contracts/chat';
import { agentBrief, precisionSettings } from '@glossa/translate/agents/agents';
import type { TranslationEngine } from '@glossa/translate/engines/engine';
import { promptLanguageName } from '@glossa/translate/engines/llm/batch-prompt';
import { chooseEngine, modelReadsAnySource } from '@glossa/translate/engines/registry';
import { documentCoverage } from '@glossa/translate/formats/work/coverage';
import { termUse } from '@glossa/translate/glossary/term-base';
import type { PipelineOptions } from '@glossa/translate/pipeline/pipeline-options';
import { translateSegments } from '@glossa/translate/pipeline/translate-segments';
import type { Usage } from '@glossa/translate/segments/segment';
import { AppError } from '#http/app-error.ts';
import type { WorkspaceDeps } from '../deps.ts';
import { openDocument, parseFileInfo } from '../documents.ts';
import { downloadBlock } from '../download-choices.ts';
import { prepareOutput } from '../downloads.ts';
import { AnswerSaves } from './answer-saves.ts';
import { type JobRunContext, jobEngine } from './job-context.ts';
import { sourceOf, type TranslateInput } from './job-input.ts';
import type { MessageWriter } from './message-writer.ts';
import { RunWrites } from './run-writes.ts';
import { ensureJobSegments, finishedSegments } from './segments-repo.ts';
import { documentSample, joinedTranslation, sourcesAndTranslations, streamText } from './translation-block.ts';

export interface TranslationSetup {
  engine: TranslationEngine;
  source: string;
  instructions: string;
  agentKey: string;
  batchScale: number;
}

export function translationSetup(
  deps: WorkspaceDeps,
  input: TranslateInput,
  extraInstruction?: string,
  engineId?: string,
): TranslationSetup {
  const known = sourceOf(input);
  // A guess is translated from only where no AI engine can read the text's language itself.
  const source =
    known === 'auto' && input.guess && !modelReadsAnySource(deps.engines, input.target) ? input.guess.language : known;
  const precision = precisionSettings(input.settings.precision ?? 'balanced');
  let engine: TranslationEngine;
  try {
    engine = chooseEngine(deps.engines, source, input.target, {
      preferStrong: precision.preferStrong,
      engine: engineId,
    });
  } catch {
    throw new AppError('noEngineForPair', undefined, { languages: { source, target: input.target } });
  }
  const brief = agentBrief(
    input.settings.agent ?? { id: 'general' },
    promptLanguageName(source),
    promptLanguageName(input.target),
  );
  const instructions = extraInstruction
    ? `${brief.instructions}\n\nThe user asked for this change to the whole translation; apply it everywhere: ${extraInstruction}`
    : brief.instructions;
  return { engine, source, instructions, agentKey: brief.key, batchScale: precision.batchScale };
}

function progressBlock(done: number, total: number): Block {
  return {
    type: 'progress',
    attributes: {
      state: 'running',
      done,
      total,
      percent: total ? Math.floor((done * 100) / total) : 0,
      etaSeconds: null,
    },
  };
}

/**
 * Percent and ETA from the pace of this run: with `work` (the share of the engine's work done,
 * answers counted as they stream in), from the measured throughput; else from finished segments.
 */
export function progressUpdate(
  done: number,
  total: number,
  doneAtStart: number,
  startedAt: number,
  now: number,
  work?: number,
) {
  const elapsed = Math.max(1, now - startedAt);
  const rate = (done - doneAtStart) / elapsed;
  const byWork = work !== undefined && work >= MIN_MEASURED_WORK;
  const etaSeconds = byWork
    ? Math.ceil((elapsed * (1 - work)) / work / 1000)
    : rate > 0
      ? Math.ceil((total - done) / rate / 1000)
      : null;
  return { done, total, percent: total ? Math.floor((done * 100) / total) : 100, etaSeconds, state: 'running' };
}

/** Below this share of the work done, a pace says too little to promise a time. */
const MIN_MEASURED_WORK = 0.02;

/** A progress update without an ETA it does not know yet: the card keeps the last one it showed. */
function knownEta(update: ReturnType<typeof progressUpdate>) {
  if (update.etaSeconds !== null) return update;
  const { etaSeconds: _unknown, ...rest } = update;
  return rest;
}

/** The owner's term base chosen for the conversation, if it still exists. */
export async function turnTermBase(ctx: JobRunContext, input: Pick<TranslateInput, 'settings'>) {
  const id = input.settings.termBaseId;
  return id ? await ctx.deps.termBase?.(ctx.ownerKey, id) : undefined;
}

/** What every path of a translation turn shares: engine, agent, the owner's memory and term base (loaded once). */
async function pipelineOptions(ctx: JobRunContext, input: TranslateInput, setup: TranslationSetup) {
  return {
    engine: jobEngine(ctx, setup.engine),
    source: setup.source,
    target: input.target,
    instructions: setup.instructions,
    agentKey: setup.agentKey,
    batchScale: setup.batchScale,
    memory: ctx.memory,
    memoryOwner: ctx.ownerKey,
    termBase: await turnTermBase(ctx, input),
    signal: ctx.signal,
    // The engine's free slots go to the job served least so far: a small file is not stuck behind a large one.
    requester: ctx.job.id,
  } satisfies PipelineOptions;
}

/**
 * The tokens an engine that counts them (llm) is expected to use on the whole document, from the
 * same model as the estimate shown before the start (estimate.ts): the count starts at zero.
 */
function tokensBefore(setup: TranslationSetup, info: { words: number; segments: number }, target: string) {
  const counts = { words: info.words, segments: info.segments, source: setup.source, target };
  const estimate = setup.engine.estimate?.(counts, setup.batchScale);
  return estimate ? { tokens: { prompt: 0, answer: 0, estimated: estimate.promptTokens + estimate.answerTokens } } : {};
}

/**
 * Adds what one slice of the run used to the parsing block's count (each slice adds its own: a
 * turn that gave its worker back goes on counting where it stopped). Not written when the engine
 * reported nothing (an engine that counts no tokens, a slice with nothing sent).
 */
async function countTokens(writer: MessageWriter, index: number, usage: Usage): Promise<void> {
  const block = writer.blocks[index];
  if (block?.type !== 'parsing' || !block.attributes.tokens) return;
  if (usage.promptTokens + usage.completionTokens === 0) return;
  const { prompt, answer, estimated } = block.attributes.tokens;
  const tokens = { prompt: prompt + usage.promptTokens, answer: answer + usage.completionTokens, estimated };
  await writer.patch(index, { tokens }, true);
}

/**
 * A translation turn: the file's segments through the engine, each saved as it finishes, then the
 * output the conversation asked for at its start if any (made before the job is done), then the
 * download card. 'yielded': the run gave its worker back after a slice (decision 0031), keeping
 * the open document and the pace for the next one; the turn goes on from its saved segments.
 */
export async function runTranslateTurn(
  ctx: JobRunContext,
  input: TranslateInput,
  writer: MessageWriter,
): Promise<'done' | 'yielded'> {
  const { deps, job, lane } = ctx;
  const file = await deps.db.selectFrom('stored_files').selectAll().where('id', '=', input.fileId).executeTakeFirst();
  if (!file) throw new AppError('fileExpired');
  const document = lane.kept?.document ?? (await openDocument(deps, file, input.settings, sourceOf(input), ctx.signal));
  const setup = translationSetup(deps, input);
  const versionRef = await ensureJobSegments(deps.db, ctx.guard, job.id, document.segments, setup.engine.id);
  const done = await finishedSegments(deps.db, job.id);
  const total = document.segments.length;
  await ctx.setTotals(total, done.size);
  const isText = input.module === 'text';
  const output = input.settings.output;
  const info = parseFileInfo(file);
  if (writer.blocks.length === 0) {
    const translation: Block = {
      type: 'translation',
      content: isText ? joinedTranslation(document.segments, done) : '',
      attributes: {
        ...versionRef,
        sourceLanguage: setup.source,
        targetLanguage: input.target,
        segments: total,
        ...(input.guess ? { guessedSource: input.guess } : {}),
      },
    };
    const parsing: Block = {
      type: 'parsing',
      attributes: {
        format: document.extension,
        pages: info.pages,
        words: info.words,
        segments: total,
        detectedLanguage: input.detected,
        options: input.settings.options ?? {},
        engine: setup.engine.id,
        agent: input.settings.agent?.id ?? 'general',
        ...(input.settings.precision ? { precision: input.settings.precision } : {}),
        ...tokensBefore(setup, info, input.target),
      },
    };
    const blocks = isText ? [translation] : [parsing, progressBlock(done.size, total), translation];
    for (const [index, block] of blocks.entries()) await writer.set(index, block);
  } else if (isText) {
    // A resumed stream may have shown part of a segment that was never saved: start from what was.
    const index = writer.blocks.findIndex((block) => block.type === 'translation');
    const block = writer.blocks[index] as Block & { type: 'translation' };
    await writer.set(index, { ...block, content: joinedTranslation(document.segments, done) });
  }
  const translationIndex = writer.blocks.findIndex((block) => block.type === 'translation');
  const progressIndex = writer.blocks.findIndex((block) => block.type === 'progress');
  const parsingIndex = writer.blocks.findIndex((block) => block.type === 'parsing');
  const options = { ...(await pipelineOptions(ctx, input, setup)), yieldSignal: lane.signal };
  // A slice after the first measures the pace from the first one's start, waits included: under
  // contention that is the pace the job really keeps.
  const carried = lane.kept?.pace;
  const pace = carried ?? { startedAt: deps.now(), doneAtStart: done.size };
  lane.begin();
  if (isText) {
    if (await streamText(ctx, writer, translationIndex, document.segments, done, options)) {
      lane.keep(document, pace);
      return 'yielded';
    }
  } else {
    let work: number | undefined;
    const progress = () =>
      knownEta(
        progressUpdate(done.size, total, pace.doneAtStart, pace.startedAt, deps.now(), carried ? undefined : work),
      );
    const saves = new AnswerSaves();
    const writes = new RunWrites(ctx);
    const report = await translateSegments(document.segments, {
      ...options,
      // Memory entries go with the next save (they follow their answer's segments): fewer transactions.
      memory: { lookup: (scope, texts) => ctx.memory.lookup(scope, texts), store: (s, e) => writes.remember(s, e) },
      done: new Map(done),
      // The ETA follows the answers as they stream in (the writer sends a patch a few times a second at most).
      onProgress: (report) => {
        work = report.work ?? work;
        if (report.work !== undefined) void writer.patch(progressIndex, progress()).catch(() => undefined);
      },
      // Segments known without the engine (memory, no words), one by one.
      onSegment: async (segment) => {
        if (done.has(segment.id)) return;
        done.set(segment.id, segment.text);
        await writes.save([segment]);
        await writer.patch(progressIndex, progress());
      },
      // An engine answer is saved the moment it is checked, before its lane asks anything more (with
      // the answers that came meanwhile): a crash sends again only what the engine had not answered.
      onBatch: async ({ segments, answeredAt }) => {
        const fresh = segments.filter((segment) => !done.has(segment.id));
        await writes.save(fresh);
        saves.saved(answeredAt);
        for (const segment of fresh) done.set(segment.id, segment.text);
        await writer.patch(progressIndex, progress());
      },
    });
    await countTokens(writer, parsingIndex, report.usage);
    const saved = saves.summary();
    if (saved) deps.log.info({ jobId: job.id, ...saved }, 'answers saved');
    // The job row's counts are written at start and end; per segment, the saved segment itself is the record.
    await ctx.setTotals(total, done.size);
    if (report.stopped) {
      lane.keep(document, pace);
      return 'yielded';
    }
    await writer.patch(parsingIndex, { coverage: documentCoverage(document.segments, done) }, true);
    // Still running while the output asked for is made: the job is done only once it exists.
    const finished = output ? { etaSeconds: null, state: 'running' } : { etaSeconds: 0, state: 'done' };
    await writer.patch(progressIndex, { done: total, total, percent: 100, ...finished }, true);
    await writer.set(translationIndex, {
      ...(writer.blocks[translationIndex] as Block & { type: 'translation' }),
      content: documentSample(document.segments, done),
    });
  }
  if (options.termBase) {
    await writer.patch(
      translationIndex,
      { terms: termUse(sourcesAndTranslations(document.segments, done), options.termBase.entries) },
      true,
    );
  }
  if (output) {
    await prepareOutput(deps, job, output, ctx.signal);
    if (progressIndex >= 0) await writer.patch(progressIndex, { etaSeconds: 0, state: 'done' }, true);
  }
  await writer.set(writer.blocks.length, await downloadBlock(deps, file.name, document.extension, isText, versionRef));
  return 'done';
}
