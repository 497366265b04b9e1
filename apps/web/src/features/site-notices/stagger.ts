import { LIMITS } from '@glossa/contracts/limits';

/**
 * Shows items one after another, `stepMs` apart by index (docs/product.md §4.7: 500 ms per item), the
 * first at once. Returns a function that cancels the ones not shown yet.
 */
export function stagger<T>(
  items: readonly T[],
  show: (item: T, index: number) => void,
  stepMs: number = LIMITS.systemMessageStaggerMs,
): () => void {
  // Called as plain functions: a browser refuses setTimeout called as a method of another object.
  const handles = items.map((item, index) => setTimeout(() => show(item, index), index * stepMs));
  return () => {
    for (const handle of handles) clearTimeout(handle);
  };
}
