import { parseInline, stripTags } from '../segments/inline-tags.ts';
import { protectSpans, restoreSpans } from '../segments/protect.ts';
import { segments } from '../segments/segmenter.ts';
import {
  type EngineBatch,
  EngineError,
  type EngineResult,
  type LanguageCode,
  type LanguagePair,
  type TranslationEngine,
} from './engine.ts';

// One code unit each, so accenting never changes a text's length or its offsets.
const PLAIN = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';
const ACCENTED = 'åƀçðéƒĝĥîĵķļɱñöþǫŕšţûṽŵẋýžÅƁÇÐÉƑĜĤÎĴĶĻṀÑÖÞǪŔŠŢÛṼŴẊÝŽ';
const LOOK_ALIKES = new Map([...PLAIN].map((letter, i) => [letter, ACCENTED[i] as string]));

/** German and French run about 30% longer than English: layouts must survive that. */
const EXPANSION = 0.3;
const OPEN = '⟦';
const CLOSE = '⟧';

interface PadState {
  /** Padding owed but not yet placed: handed out word by word so it spreads over the text. */
  carry: number;
  afterLatin: boolean;
}

function accent(text: string): string {
  return text.replace(/[A-Za-z]/g, (letter) => LOOK_ALIKES.get(letter) ?? letter);
}

/** Repeats the word's last vowel, or '~' for words without one ("rhythm"). */
function padding(word: string, count: number): string {
  const vowel = word.match(/[aeiou]/gi)?.at(-1);
  return (vowel ? accent(vowel.toLowerCase()) : '~').repeat(count);
}

/** Only words with Latin letters change; CJK, Arabic, Thai, numbers and emoji stay as they are. */
function pseudoText(text: string, state: PadState): string {
  let out = '';
  for (const { segment, isWordLike } of segments(text, 'en', 'word')) {
    const latin = /[A-Za-z]/.test(segment);
    if (isWordLike && !latin) {
      state.afterLatin = false;
      out += segment;
    } else if (isWordLike) {
      state.carry += segment.length * EXPANSION;
      const count = Math.floor(state.carry);
      state.carry -= count;
      state.afterLatin = true;
      out += accent(segment) + padding(segment, count);
    } else {
      // Spaces and punctuation between Latin words count towards the length too.
      if (state.afterLatin) state.carry += segment.length * EXPANSION;
      out += segment;
    }
  }
  return out;
}

/**
 * Pseudo-localises one segment text: accented look-alikes, ~30% longer, wrapped in ⟦ ⟧, with
 * every inline tag and protected span (URL, number, placeholder ...) kept exactly.
 * Deterministic: the same input always gives the same output.
 */
export function pseudoLocalize(text: string): string {
  if (stripTags(text).trim() === '') return text;
  const guarded = protectSpans(text);
  const state: PadState = { carry: 0, afterLatin: false };
  let body = '';
  for (const token of parseInline(guarded.text))
    body += token.type === 'text' ? pseudoText(token.text, state) : token.text;
  const restored = restoreSpans(body, guarded.spans).text;
  const start = restored.length - restored.trimStart().length;
  const end = restored.trimEnd().length;
  return `${restored.slice(0, start)}${OPEN}${restored.slice(start, end)}${CLOSE}${restored.slice(end)}`;
}

function checkSignal(signal: AbortSignal | undefined): void {
  if (signal?.aborted) throw new EngineError('The translation was cancelled', 'cancelled', { cause: signal.reason });
}

/** Lets an abort from elsewhere land between segments. */
function nextTurn(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}

/** Cuts a text into about `count` chunks, only after whitespace or between tags. */
export function chunkText(text: string, count: number): string[] {
  const cuts: number[] = [];
  for (const token of parseInline(text)) {
    cuts.push(token.start);
    if (token.type !== 'text') continue;
    for (const space of token.text.matchAll(/\s+/g)) cuts.push(token.start + space.index + space[0].length);
  }
  const chunks: string[] = [];
  let from = 0;
  for (let i = 1; i < count; i++) {
    const at = cuts.find((cut) => cut > from && cut >= (text.length * i) / count);
    if (at === undefined || at >= text.length) break;
    chunks.push(text.slice(from, at));
    from = at;
  }
  if (from < text.length) chunks.push(text.slice(from));
  return chunks;
}

/** A fake engine for tests and layout checks: shows untranslated strings and clipped layouts. */
export class PseudoEngine implements TranslationEngine {
  readonly id = 'pseudo';
  readonly kind = 'pseudo' as const;
  readonly maxBatchChars = 20_000;

  languagePairs(): LanguagePair[] {
    return [{ source: '*', target: '*' }];
  }

  supports(_source: LanguageCode | 'auto', _target: LanguageCode): boolean {
    return true;
  }

  async translate(batch: EngineBatch, signal?: AbortSignal): Promise<EngineResult> {
    checkSignal(signal);
    const translations: EngineResult['translations'] = [];
    for (const segment of batch.segments) {
      await nextTurn();
      checkSignal(signal);
      translations.push({ id: segment.id, text: pseudoLocalize(segment.text) });
    }
    return { translations };
  }

  /** Yields the batch's segments, pseudo-localised and joined by newlines, in a few chunks. */
  async *translateStream(batch: EngineBatch, signal?: AbortSignal): AsyncIterable<string> {
    checkSignal(signal);
    const text = batch.segments.map((segment) => pseudoLocalize(segment.text)).join('\n');
    for (const chunk of chunkText(text, 4)) {
      await nextTurn();
      checkSignal(signal);
      yield chunk;
    }
  }
}
