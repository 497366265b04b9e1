import { type DetectHints, detectLanguage } from './detect.ts';

/** Longer segments say more about a document's language than labels and numbers do. */
const LONGER_SEGMENT_WORDS = 4;
/** At most this many longer segments are read one by one: the cost of a huge file has a ceiling. */
const MAX_SEGMENTS_READ = 200;

export interface SourceChoice {
  /** The language to translate from; undefined when nothing in the text tells it. */
  language: string | undefined;
  /**
   * How it was found: the detector was sure of the whole text; most of the longer segments the
   * detector is sure of agree; or the detector's best candidate after the caller's hints.
   * Anything but 'detected' should be said to the user, with a way to name the language.
   */
  how: 'detected' | 'segments' | 'guessed' | 'none';
}

/**
 * The language a document is translated from when the user did not name one
 * (docs/translation-core.md §7): never a refusal while the text gives any clue. A spreadsheet of
 * labels or slides of short titles rarely makes the detector sure of the whole; then the
 * language most of its longer segments are surely in, else the best guess after the hints.
 */
export function chooseSourceLanguage(texts: readonly string[], hints?: DetectHints): SourceChoice {
  const whole = detectLanguage(texts.join('\n'), { hints });
  if (whole.reliable && whole.language) return { language: whole.language, how: 'detected' };
  const majority = majorityOfLongerSegments(texts);
  if (majority) return { language: majority, how: 'segments' };
  return whole.guess ? { language: whole.guess, how: 'guessed' } : { language: undefined, how: 'none' };
}

/** The language more than half of the longer segments the detector is sure of are in. */
function majorityOfLongerSegments(texts: readonly string[]): string | undefined {
  const votes = new Map<string, number>();
  let sure = 0;
  const longer = texts.filter(
    (text) => text.split(/\s+/).filter((word) => /\p{L}/u.test(word)).length >= LONGER_SEGMENT_WORDS,
  );
  for (const text of longer.slice(0, MAX_SEGMENTS_READ)) {
    const { language, reliable } = detectLanguage(text);
    if (!reliable || !language) continue;
    sure++;
    votes.set(language, (votes.get(language) ?? 0) + 1);
  }
  const [best] = [...votes.entries()].sort((a, b) => b[1] - a[1]);
  return best && best[1] * 2 > sure ? best[0] : undefined;
}

/** The languages of the person's locale settings (LC_ALL, LC_MESSAGES, LANG: 'de_DE.UTF-8' → 'de'), most trusted first. */
export function localeLanguages(env: NodeJS.ProcessEnv = process.env): string[] {
  const codes = [env.LC_ALL, env.LC_MESSAGES, env.LANG]
    .map((value) => /^([a-z]{2,3})(?:[_-]|$)/i.exec(value ?? '')?.[1]?.toLowerCase())
    .filter((code): code is string => code !== undefined && code !== 'c');
  return [...new Set(codes)];
}
