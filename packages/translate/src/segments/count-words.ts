const DENSE_SCRIPTS = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}]/gu;

/** Words as translators count them: CJK and Thai have no spaces, so each of their characters counts as one. */
export function countWords(text: string): number {
  const dense = text.match(DENSE_SCRIPTS)?.length ?? 0;
  const spaced = text.replace(DENSE_SCRIPTS, ' ');
  return dense + (spaced.match(/[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu)?.length ?? 0);
}
