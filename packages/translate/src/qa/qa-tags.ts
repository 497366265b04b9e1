/**
 * The tag check: the target has the source's inline tags, each once, properly nested
 * (validateTags), and its paired tags open in the source's order.
 */
import { type InlineToken, parseInline, type TagToken, validateTags } from '../segments/inline-tags.ts';
import type { QaIssue } from './qa-types.ts';

/** The first tag that breaks the nesting: a stray or crossing closing tag, or a pair left open. */
function firstUnbalanced(tokens: readonly InlineToken[]): string {
  const stack: TagToken[] = [];
  for (const token of tokens) {
    if (token.type === 'open') stack.push(token);
    else if (token.type === 'close' && stack.pop()?.id !== token.id) return token.text;
  }
  return stack[0]?.text ?? '';
}

const pairOrder = (tokens: readonly InlineToken[]) => tokens.filter((t) => t.type === 'open').map((t) => t.text);

/**
 * Lost and extra tags and broken nesting are errors: the document cannot be rebuilt right.
 * Pairs opened in another order are a warning only: a language may put the bold word first.
 */
export function checkTags(source: string, target: string): QaIssue[] {
  const validation = validateTags(source, target);
  const error = (detail: string): QaIssue => ({ kind: 'tag', detail, severity: 'error' });
  const issues = [...validation.missing.map(error), ...validation.extra.map(error)];
  // A lost closing tag leaves its pair open: that is one problem, told once.
  if (issues.length > 0) return issues;
  const targetTokens = parseInline(target);
  if (validation.unbalanced) return [error(firstUnbalanced(targetTokens))];
  const expected = pairOrder(parseInline(source));
  const found = pairOrder(targetTokens);
  const moved = found.find((tag, index) => tag !== expected[index]);
  return moved ? [{ kind: 'tag', detail: moved, severity: 'warning' }] : [];
}
