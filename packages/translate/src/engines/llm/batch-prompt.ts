import type { EngineBatch, LanguageCode, TranslationBrief } from '../engine.ts';
import type { ChatMessage } from './chat-client.ts';
import { stripThinking } from './thinking.ts';

/** The user message ends with this line and the segments as JSON. */
export const SEGMENTS_MARKER = 'Segments to translate (JSON):\n';
/** A single streamed text follows this line. */
export const TEXT_MARKER = 'Text to translate:\n';

export const DEFAULT_INSTRUCTIONS =
  'You are a professional translator. Translate faithfully and fluently: keep the meaning, tone and register ' +
  'of the original, write natural, idiomatic text in the target language, keep terminology consistent ' +
  'across the document, and follow the typographic conventions of the target language.';

const displayNames = new Intl.DisplayNames(['en'], { type: 'language' });

/**
 * A language as the engines' prompts name it, in English: 'es' -> 'Spanish', 'zh-Hans' -> 'Simplified
 * Chinese'; an unknown code is given as is. Messages to people use languages/names.ts instead.
 */
export function promptLanguageName(code: LanguageCode): string {
  try {
    return displayNames.of(code) ?? code;
  } catch {
    return code;
  }
}

/**
 * System and user message for one batch; the model answers `{"translations":[{"id","text"}]}`.
 * The system message is the same for every batch of a document (instructions, rules, the
 * document's terms and title), so a provider's prompt cache serves it after the first request;
 * the user message holds only what changes: the context, if any, and the segments (decision 0055).
 */
export function buildBatchMessages(batch: EngineBatch): ChatMessage[] {
  const items = batch.segments.map(({ id, text, context }) =>
    context?.note ? { id, text, note: context.note } : { id, text },
  );
  const rules = [
    ...translationRules(batch),
    'A segment\'s "note" is guidance for the translator: never translate it or include it.',
    'Answer ONLY with a JSON object of exactly this form, one entry per segment id, in the same order, and nothing ' +
      'else (no explanations, no code fences):\n{"translations":[{"id":"…","text":"…"}]}',
  ];
  return [
    { role: 'system', content: systemPrompt(batch.brief, rules) },
    { role: 'user', content: `${contextBlock(batch)}${SEGMENTS_MARKER}${JSON.stringify(items)}` },
  ];
}

/** System and user message for the first segment as plain text, whose translation is streamed back as is. */
export function buildTextMessages(batch: EngineBatch): ChatMessage[] {
  const text = batch.segments[0]?.text ?? '';
  const rules = [
    ...translationRules(batch),
    'Answer ONLY with the translation of the text: no quotes around it, no explanations, no notes.',
  ];
  return [
    { role: 'system', content: systemPrompt(batch.brief, rules) },
    { role: 'user', content: `${contextBlock(batch)}${TEXT_MARKER}${text}` },
  ];
}

function systemPrompt(brief: TranslationBrief | undefined, rules: string[]): string {
  const instructions = brief?.instructions?.trim() || DEFAULT_INSTRUCTIONS;
  const title = brief?.title ? `\n\nDocument title: ${JSON.stringify(brief.title)}` : '';
  return `${instructions}\n\nRules:\n${rules.map((rule) => `- ${rule}`).join('\n')}${title}`;
}

function translationRules(batch: EngineBatch): string[] {
  const target = `${promptLanguageName(batch.target)} (${batch.target})`;
  const direction =
    batch.source === 'auto'
      ? `Translate into ${target}, from whatever language the text is written in.`
      : `Translate from ${promptLanguageName(batch.source)} (${batch.source}) into ${target}.`;
  const rules = [
    direction,
    'Keep every inline tag exactly as written: paired tags such as <g1>…</g1> and self-closing tags such as ' +
      '<x2/>. Each tag of the source appears exactly once in the translation, with the same number; a tag may ' +
      'move with the words it belongs to, a paired tag opens before it closes, and no new tags are added.',
    // biome-ignore lint/suspicious/noTemplateCurlyInString: an example of a placeholder the model must keep
    'Never translate or alter placeholders (such as {name}, {{count}}, %s, %1$d, ${value}), URLs, e-mail ' +
      'addresses, numbers, code or file names: copy them exactly.',
  ];
  const terms = termLines(batch.brief);
  if (terms.length > 0) rules.push(`Follow these terms exactly:\n${terms.map((term) => `  - ${term}`).join('\n')}`);
  rules.push('Text marked as context only helps you understand the segments: never translate it or answer with it.');
  return rules;
}

function termLines(brief: TranslationBrief | undefined): string[] {
  return (brief?.terms ?? []).map((term) =>
    term.doNotTranslate
      ? `keep ${JSON.stringify(term.source)} unchanged`
      : `use ${JSON.stringify(term.target)} for ${JSON.stringify(term.source)}`,
  );
}

function contextBlock(batch: EngineBatch): string {
  const parts: string[] = [];
  if (batch.before?.length) parts.push(contextPart('before', batch.before));
  if (batch.after?.length) parts.push(contextPart('after', batch.after));
  return parts.join('');
}

function contextPart(where: 'before' | 'after', lines: string[]): string {
  return `Context ${where} the segments (context only, do not translate):\n"""\n${lines.join('\n')}\n"""\n\n`;
}

export interface ParsedBatchReply {
  /** In the order of `ids`; each id at most once. */
  translations: { id: string; text: string }[];
  /** Ids the reply did not translate. */
  missing: string[];
}

/**
 * Reads a model's answer leniently: <think> blocks and ```json fences are stripped, and
 * `{translations:[{id,text}]}`, a bare array, an `{id: text}` object, or the complete entries of
 * a cut-off answer are accepted. Unknown ids are ignored.
 */
export function parseBatchReply(content: string, ids: string[]): ParsedBatchReply {
  const found = new Map<string, string>();
  const known = new Set(ids);
  for (const [id, text] of replyEntries(content, ids)) {
    if (known.has(id) && !found.has(id)) found.set(id, text);
  }
  return {
    translations: ids.filter((id) => found.has(id)).map((id) => ({ id, text: found.get(id)! })),
    missing: ids.filter((id) => !found.has(id)),
  };
}

type Entry = [id: string, text: string];

function replyEntries(content: string, ids: string[]): Entry[] {
  let text = stripThinking(content).trim();
  // The look-aheads give the language name and the spaces after it one reading each: without them
  // an unclosed fence rescans the reply once per letter or space.
  const fenced = /```[a-zA-Z]*(?![a-zA-Z])[ \t]*(?![ \t])\r?\n?([\s\S]*?)```/.exec(text);
  if (fenced) text = fenced[1]!.trim();
  const value = parseJson(text) ?? parseJson(outermostJson(text));
  return value === undefined ? salvageEntries(text) : valueEntries(value, ids);
}

function valueEntries(value: unknown, ids: string[]): Entry[] {
  if (Array.isArray(value)) return arrayEntries(value, ids);
  if (!value || typeof value !== 'object') return [];
  const object = value as Record<string, unknown>;
  if (Array.isArray(object.translations)) return arrayEntries(object.translations, ids);
  if (object.translations && typeof object.translations === 'object') return objectEntries(object.translations);
  const single = itemEntry(object);
  return single ? [single] : objectEntries(object);
}

function arrayEntries(items: unknown[], ids: string[]): Entry[] {
  return items.flatMap((item, index): Entry[] => {
    // A bare list of strings counts only when it lines up with the segments one to one.
    if (typeof item === 'string') return items.length === ids.length ? [[ids[index]!, item]] : [];
    const entry = item && typeof item === 'object' ? itemEntry(item as Record<string, unknown>) : undefined;
    return entry ? [entry] : [];
  });
}

function itemEntry(item: Record<string, unknown>): Entry | undefined {
  const id = item.id;
  const text = item.text ?? item.translation;
  if ((typeof id === 'string' || typeof id === 'number') && typeof text === 'string') return [String(id), text];
  return undefined;
}

function objectEntries(object: object): Entry[] {
  return Object.entries(object).filter((entry): entry is Entry => typeof entry[1] === 'string');
}

// The complete `{"id":…,"text":…}` entries of an answer that was cut off or wrapped in prose.
function salvageEntries(text: string): Entry[] {
  const entry = /\{\s*"id"\s*:\s*("(?:[^"\\]|\\.)*"|\d+)\s*,\s*"text"\s*:\s*("(?:[^"\\]|\\.)*")\s*\}/g;
  return [...text.matchAll(entry)].flatMap((match): Entry[] => {
    const id = parseJson(match[1]!);
    const value = parseJson(match[2]!);
    return typeof value === 'string' && id !== undefined ? [[String(id), value]] : [];
  });
}

function outermostJson(text: string): string {
  const start = text.search(/[[{]/);
  const end = Math.max(text.lastIndexOf('}'), text.lastIndexOf(']'));
  return start >= 0 && end > start ? text.slice(start, end + 1) : '';
}

function parseJson(text: string): unknown {
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
