/**
 * Joins the segments of a batch into one request and splits the pipeline's answer back. Each
 * segment starts with a superblank marker naming its index, which every program copies
 * through; a segment that does not end a sentence gets a period and an end-of-sentence marker,
 * so that the tagger and the transfer rules never join words across segments (as
 * apertium-destxt does), and the period is taken off again afterwards.
 */
import { trailingSpace } from '../../linear-text.ts';
import { encodeText, parseStream, superblank } from './stream-format.ts';

const SEGMENT_PREFIX = '<glossa-seg ';
const END_OF_SENTENCE = '<glossa-eos>';
const END_OF_BATCH = '<glossa-end>';

/** Sentence-final punctuation after which no period is added. */
const SENTENCE_END = /[.!?…。！？]$/u;

function marker(index: number): string {
  return superblank(`${SEGMENT_PREFIX}${index}>`);
}

/** The request for these segment texts (leading and trailing whitespace is kept aside). */
export function encodeBatch(texts: readonly string[]): string {
  let out = '';
  texts.forEach((text, index) => {
    const core = text.trim();
    out += marker(index) + encodeText(core);
    if (!SENTENCE_END.test(core)) out += `.${superblank(END_OF_SENTENCE)}`;
  });
  // The last word needs a blank after it, or the analyser holds it back.
  return out + superblank(END_OF_BATCH);
}

/**
 * The translation of each text, in order; `undefined` where the markers around a segment did
 * not come back as sent (that segment is then retried alone).
 */
export function decodeBatch(output: string, sources: readonly string[]): (string | undefined)[] {
  const pieces: { index: number; text: string }[] = [];
  let current: { index: number; text: string } | undefined;
  for (const part of parseStream(output)) {
    if (part.kind === 'blank' && part.content.startsWith(SEGMENT_PREFIX) && part.content.endsWith('>')) {
      const index = Number(part.content.slice(SEGMENT_PREFIX.length, -1));
      current = { index: Number.isInteger(index) ? index : -1, text: '' };
      pieces.push(current);
    } else if (part.kind === 'blank' && part.content === END_OF_BATCH) {
      current = { index: sources.length, text: '' };
      pieces.push(current);
    } else if (current) {
      current.text =
        part.kind === 'blank' && part.content === END_OF_SENTENCE
          ? current.text.replace(/\.(\s*)$/, '$1')
          : current.text + (part.kind === 'text' ? part.text : part.content);
    }
  }

  const seen = new Map<number, number>();
  for (const piece of pieces) seen.set(piece.index, (seen.get(piece.index) ?? 0) + 1);
  const results: (string | undefined)[] = sources.map(() => undefined);
  pieces.forEach((piece, n) => {
    const next = pieces[n + 1];
    const source = sources[piece.index];
    if (source === undefined || seen.get(piece.index) !== 1 || next?.index !== piece.index + 1) return;
    results[piece.index] = tidy(piece.text, source);
  });
  return results;
}

/**
 * Puts the source's leading and trailing whitespace back around the translation and collapses
 * the double spaces the pipeline leaves where it dropped a word (unless the source had some).
 */
export function tidy(translation: string, source: string): string {
  const lead = /^\s*/.exec(source)![0];
  const trail = trailingSpace(source.slice(lead.length));
  let core = translation.trim();
  if (!/ {2}/.test(source.trim())) core = core.replace(/ {2,}/g, ' ');
  return lead + core + trail;
}
