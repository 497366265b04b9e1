/** How close to the end (px) still counts as reading the latest: new text then keeps the view at the end. */
export const FOLLOW_SLACK = 64;

export interface ScrollBox {
  scrollTop: number;
  scrollHeight: number;
  clientHeight: number;
}

/** How far (px) the end of the scrolled content is below the visible part. */
export function distanceFromEnd(box: ScrollBox): number {
  return Math.max(0, box.scrollHeight - box.scrollTop - box.clientHeight);
}

/**
 * Whether the view keeps following new text after a scroll. At (or near) the end it follows; a
 * scroll up stops it. Growth of the content never moves the scroll position up, and the view's
 * own scrolls to the end only move it down, so a scroll up is always the reader's.
 */
export function nextFollowing(
  following: boolean,
  scroll: { previousTop: number; top: number; distance: number },
  slack = FOLLOW_SLACK,
): boolean {
  if (scroll.distance <= slack) return true;
  if (scroll.top < scroll.previousTop) return false;
  return following;
}

/** The element itself or its nearest ancestor that scrolls vertically, else the page. */
export function closestScroller(element: Element | null): HTMLElement {
  for (let node = element; node; node = node.parentElement) {
    const overflow = getComputedStyle(node).overflowY;
    if (node instanceof HTMLElement && (overflow === 'auto' || overflow === 'scroll')) return node;
  }
  return (document.scrollingElement as HTMLElement | null) ?? document.documentElement;
}
