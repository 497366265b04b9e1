import { promptLanguageName } from '@glossa/translate/engines/llm/batch-prompt';
import type { ChatMessage as LlmMessage } from '@glossa/translate/engines/llm/chat-client';
import { LlmEngine } from '@glossa/translate/engines/llm/llm-engine';
import { ThinkingFilter } from '@glossa/translate/engines/llm/thinking';
import { translateSegments } from '@glossa/translate/pipeline/translate-segments';
import { AppError } from '#http/app-error.ts';
import { resolveVersion, type VersionRow } from '../versions.ts';
import { derivedAnswer, saveDerivedVersion } from './derived-version.ts';
import { type JobRunContext, jobEngine } from './job-context.ts';
import { type ChatInput, type TranslateInput, turnVersionId } from './job-input.ts';
import type { MessageWriter } from './message-writer.ts';
import { runRetranslateTurn } from './retranslate-turn.ts';
import { allSegments } from './segments-repo.ts';
import { translationSetup, turnTermBase } from './translate-turn.ts';
import { documentSample, joinedTranslation } from './translation-block.ts';

/** Characters of source and translation the assistant reads for a question (about 6,000 tokens). */
const CONTEXT_CHARS = 12_000;

export function chatEngine(ctx: Pick<JobRunContext, 'deps'>): LlmEngine | undefined {
  return ctx.deps.engines.engines.find((engine): engine is LlmEngine => engine instanceof LlmEngine);
}

function clip(text: string): string {
  return text.length > CONTEXT_CHARS ? `${text.slice(0, CONTEXT_CHARS)}\n[…]` : text;
}

function questionMessages(input: ChatInput, source: string, translation: string, target: string): LlmMessage[] {
  const system = [
    'You are the assistant of a translation workspace. The user translated a text; both versions follow.',
    'Answer in the language the user writes in; when the user only asks for a summary, answer in',
    `${promptLanguageName(target)}. Be accurate and concise; quote the text where it helps. Use Markdown.`,
    `\nSOURCE TEXT:\n${clip(source)}`,
    `\nTRANSLATION (${promptLanguageName(target)}):\n${clip(translation)}`,
  ].join(' ');
  const ask =
    input.kind === 'summarize'
      ? input.content.trim() || `Summarise the document in ${promptLanguageName(target)}.`
      : input.kind === 'quote'
        ? `About this passage:\n> ${(input.quote ?? '').replace(/\n/g, '\n> ')}\n\n${input.content}`
        : input.content;
  return [
    { role: 'system', content: system },
    { role: 'user', content: ask },
  ];
}

/** Ask, quote-and-ask, summarise: the answer streams into a text block, a reasoning model's thinking into a folded card. */
async function answer(ctx: JobRunContext, engine: LlmEngine, messages: LlmMessage[], writer: MessageWriter) {
  await writer.set(0, { type: 'text', content: '' });
  const filter = new ThinkingFilter();
  const started = ctx.deps.now();
  let textIndex = 0;
  let thoughtSent = 0;
  let thoughtTimed = false;
  for await (const event of engine.client.stream(messages, ctx.signal)) {
    if (event.type !== 'text') continue;
    const visible = filter.push(event.text);
    const thought = filter.thinking();
    if (thought.length > thoughtSent) {
      if (textIndex === 0) {
        textIndex = 1;
        await writer.set(0, { type: 'thinking', content: thought, attributes: { seconds: 0 } });
        await writer.set(1, { type: 'text', content: '' });
      } else {
        writer.append(0, thought.slice(thoughtSent));
      }
      thoughtSent = thought.length;
    }
    if (textIndex === 1 && visible && !thoughtTimed) {
      thoughtTimed = true;
      await writer.patch(0, { seconds: Math.round((ctx.deps.now() - started) / 100) / 10 }, true);
    }
    writer.append(textIndex, visible);
  }
  writer.append(textIndex, filter.end());
  await writer.flush();
}

/**
 * Refine: the whole translation again with the user's instruction, saved as a new version made
 * from the one the turn read (that one stays as it was); its download card gives the new version.
 */
async function refine(
  ctx: JobRunContext,
  engine: LlmEngine,
  input: ChatInput,
  base: VersionRow,
  translate: TranslateInput,
  writer: MessageWriter,
) {
  const { deps } = ctx;
  const rows = await allSegments(deps.db, base.id);
  const segments = rows.map((row) => ({ id: row.segment_id, text: row.source }));
  // An instruction needs a model that reads it: the llm refines, whatever engine translated first.
  const setup = { ...translationSetup(deps, translate, input.content), engine };
  const done = new Map<string, string>();
  const languages = { sourceLanguage: setup.source, targetLanguage: translate.target };
  const answer = await derivedAnswer(ctx, writer, segments.length, languages);
  await translateSegments(segments, {
    engine: jobEngine(ctx, setup.engine),
    source: setup.source,
    target: translate.target,
    instructions: setup.instructions,
    agentKey: `${setup.agentKey}+refine`,
    // The refined text keeps the conversation's terms, as the first translation did.
    termBase: await turnTermBase(ctx, translate),
    signal: ctx.signal,
    onSegment: async (segment) => {
      done.set(segment.id, segment.text);
      await answer.progress(done.size);
    },
  });
  const refined = [...done].map(([id, text]) => ({ id, text, origin: 'refine' }));
  const version = await saveDerivedVersion(ctx, base, 'refinement', engine.id, refined);
  const content = translate.module === 'text' ? joinedTranslation(segments, done) : documentSample(segments, done);
  await answer.finish(version, content, translate);
}

export async function runChatTurn(ctx: JobRunContext, input: ChatInput, writer: MessageWriter): Promise<void> {
  const { version, job } = await resolveVersion(ctx.deps.db, ctx.job.conversation_id, turnVersionId(input));
  const translate = JSON.parse(job.input) as TranslateInput;
  // A retranslation uses whichever engine it names or the pair chooses: no AI model needed.
  if (input.kind === 'retranslate') return runRetranslateTurn(ctx, input, version, translate, writer);
  const engine = chatEngine(ctx);
  if (!engine) throw new AppError('chatUnavailable');
  if (input.kind === 'refine') return refine(ctx, engine, input, version, translate, writer);
  const rows = await allSegments(ctx.deps.db, version.id);
  const source = rows.map((row) => row.source).join('\n\n');
  const translation = rows.map((row) => row.target ?? '').join('\n\n');
  await answer(ctx, engine, questionMessages(input, source, translation, translate.target), writer);
}
