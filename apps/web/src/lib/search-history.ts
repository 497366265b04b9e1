import { STORAGE_KEYS } from '@glossa/contracts/limits';

const MAX_ENTRIES = 8;

/** The history search's recent keywords, newest first: kept locally, emptied on logout (docs/product.md §4.1). */
export function readSearchHistory(): string[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(STORAGE_KEYS.searchHistory) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((entry): entry is string => typeof entry === 'string') : [];
  } catch {
    return [];
  }
}

/** The list with `keyword` moved to the front, without duplicates, at most MAX_ENTRIES long. */
export function withKeyword(history: readonly string[], keyword: string): string[] {
  const trimmed = keyword.trim();
  if (!trimmed) return [...history];
  return [trimmed, ...history.filter((entry) => entry !== trimmed)].slice(0, MAX_ENTRIES);
}

export function rememberSearch(keyword: string): string[] {
  const next = withKeyword(readSearchHistory(), keyword);
  try {
    localStorage.setItem(STORAGE_KEYS.searchHistory, JSON.stringify(next));
  } catch {
    // Storage blocked: the list lives for this page only.
  }
  return next;
}

export function clearSearchHistory(): void {
  try {
    localStorage.removeItem(STORAGE_KEYS.searchHistory);
  } catch {
    // Nothing stored.
  }
}
