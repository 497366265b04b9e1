import type { Block } from '@glossa/contracts/chat';
import { agentBrief, precisionSettings } from '@glossa/translate/agents/agents';
import type { TranslationEngine } from '@glossa/translate/engines/engine';
import { languageName } from '@glossa/translate/engines/llm/batch-prompt';
import { chooseEngine } from '@glossa/translate/engines/registry';
import { translateSegments } from '@glossa/translate/pipeline/translate-segments';
import type { Segment } from '@glossa/translate/segments/segment';
import { AppError } from '../../../http/app-error.ts';
import type { WorkspaceDeps } from '../deps.ts';
import { openDocument, parseFileInfo } from '../documents.ts';
import { downloadBlock } from '../download-choices.ts';
import type { JobRunContext } from './job-context.ts';
import { sourceOf, type TranslateInput } from './job-input.ts';
import type { MessageWriter } from './message-writer.ts';
import { ensureJobSegments, finishedSegments, saveSegment } from './segments-repo.ts';

/** How much of a document's translation the chat shows; the rest is in the preview and the download. */
const SAMPLE_CHARS = 1500;

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
): TranslationSetup {
  const source = sourceOf(input);
  const precision = precisionSettings(input.settings.precision ?? 'balanced');
  let engine: TranslationEngine;
  try {
    engine = chooseEngine(deps.engines, source, input.target, { preferStrong: precision.preferStrong });
  } catch {
    throw new AppError('noEngineForPair', { source: languageName(source), target: languageName(input.target) });
  }
  const brief = agentBrief(input.settings.agent ?? { id: 'general' }, languageName(source), languageName(input.target));
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

/** Percent and ETA from the pace of this run. */
export function progressUpdate(done: number, total: number, doneAtStart: number, startedAt: number, now: number) {
  const rate = (done - doneAtStart) / Math.max(1, now - startedAt);
  const etaSeconds = rate > 0 ? Math.ceil((total - done) / rate / 1000) : null;
  return { done, total, percent: total ? Math.floor((done * 100) / total) : 100, etaSeconds, state: 'running' };
}

/** The finished translations in document order, without inline tags; cut at `limit` characters. */
export function joinedTranslation(
  segments: readonly Segment[],
  done: ReadonlyMap<string, string>,
  limit = Number.POSITIVE_INFINITY,
): string {
  let text = '';
  for (const segment of segments) {
    const target = done.get(segment.id);
    if (target === undefined) continue;
    text += (text ? '\n\n' : '') + target.replace(/<\/?[gx]\d+\/?>/g, '');
    if (text.length >= limit) return `${text.slice(0, limit)}…`;
  }
  return text;
}

/** Segments one after another with the engine's token stream, appended to the translation block as they come. */
async function streamText(
  ctx: JobRunContext,
  writer: MessageWriter,
  blockIndex: number,
  segments: readonly Segment[],
  done: Map<string, string>,
  setup: TranslationSetup,
  target: string,
): Promise<void> {
  const stream = setup.engine.translateStream?.bind(setup.engine);
  for (const segment of segments) {
    if (done.has(segment.id)) continue;
    if (done.size > 0) writer.append(blockIndex, '\n\n');
    let text = '';
    if (stream && /\p{L}/u.test(segment.text)) {
      const batch = { segments: [segment], source: setup.source, target, brief: { instructions: setup.instructions } };
      for await (const piece of stream(batch, ctx.signal)) {
        text += piece;
        writer.append(blockIndex, piece);
      }
    } else {
      const report = await translateSegments([segment], {
        engine: setup.engine,
        source: setup.source,
        target,
        instructions: setup.instructions,
        agentKey: setup.agentKey,
        signal: ctx.signal,
      });
      text = report.translations[0]?.text ?? segment.text;
      writer.append(blockIndex, text);
    }
    done.set(segment.id, text.trim());
    await saveSegment(ctx.deps.db, ctx.job.id, segment.id, text.trim(), 'engine');
    await writer.flush();
  }
}

/** A translation turn: the file's segments through the engine, each saved as it finishes, then the download card. */
export async function runTranslateTurn(
  ctx: JobRunContext,
  input: TranslateInput,
  writer: MessageWriter,
): Promise<void> {
  const { deps, job } = ctx;
  const file = await deps.db.selectFrom('stored_files').selectAll().where('id', '=', input.fileId).executeTakeFirst();
  if (!file) throw new AppError('fileExpired');
  const document = await openDocument(deps, file, input.settings, sourceOf(input));
  await ensureJobSegments(deps.db, job.id, document.segments);
  const done = await finishedSegments(deps.db, job.id);
  const setup = translationSetup(deps, input);
  const total = document.segments.length;
  await ctx.setTotals(total, done.size);
  const isText = input.module === 'text';
  const info = parseFileInfo(file);
  if (writer.blocks.length === 0) {
    const translation: Block = {
      type: 'translation',
      content: isText ? joinedTranslation(document.segments, done) : '',
      attributes: { sourceLanguage: setup.source, targetLanguage: input.target, segments: total },
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
  if (isText) {
    await streamText(ctx, writer, translationIndex, document.segments, done, setup, input.target);
  } else {
    const startedAt = deps.now();
    const doneAtStart = done.size;
    const termBase = input.settings.termBaseId
      ? await deps.termBase?.(ctx.ownerKey, input.settings.termBaseId)
      : undefined;
    await translateSegments(document.segments, {
      engine: setup.engine,
      source: setup.source,
      target: input.target,
      instructions: setup.instructions,
      agentKey: setup.agentKey,
      batchScale: setup.batchScale,
      memory: deps.memory,
      memoryOwner: ctx.ownerKey,
      termBase,
      done: new Map(done),
      signal: ctx.signal,
      onSegment: async (segment) => {
        if (done.has(segment.id)) return;
        done.set(segment.id, segment.text);
        await saveSegment(deps.db, job.id, segment.id, segment.text, segment.origin);
        await writer.patch(progressIndex, progressUpdate(done.size, total, doneAtStart, startedAt, deps.now()));
      },
    });
    // The job row's counts are written at start and end; per segment, the saved segment itself is the record.
    await ctx.setTotals(total, done.size);
    await writer.patch(progressIndex, { done: total, total, percent: 100, etaSeconds: 0, state: 'done' }, true);
    await writer.set(translationIndex, {
      ...(writer.blocks[translationIndex] as Block & { type: 'translation' }),
      content: joinedTranslation(document.segments, done, SAMPLE_CHARS),
    });
  }
  await writer.set(writer.blocks.length, await downloadBlock(deps, file.name, document.extension, isText));
}
