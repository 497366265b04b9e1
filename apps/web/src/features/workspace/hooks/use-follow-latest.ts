import { useCallback, useEffect, useRef, useState } from 'react';
import { closestScroller, distanceFromEnd, FOLLOW_SLACK, nextFollowing } from '../follow-latest.ts';

function prefersReducedMotion(): boolean {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}

/**
 * Keeps the conversation at its end while the reader is there: streamed text, a new turn, the
 * download card and a taller ask input all keep the last line in view. Scrolling up stops it;
 * `jumpToLatest` (the floating button) and `followNow` (sending) take the view back and resume.
 * `contentRef` goes on the turns, `dockRef` on the ask input: a size change of either scrolls.
 * `showJump`: not following, and there is more below than the slack.
 */
export function useFollowLatest() {
  const [content, setContent] = useState<HTMLElement | null>(null);
  const [dock, setDock] = useState<HTMLElement | null>(null);
  const [following, setFollowingState] = useState(true);
  const [away, setAway] = useState(false);
  const state = useRef({ following: true, top: 0, scroller: null as HTMLElement | null });

  const setFollowing = useCallback((next: boolean) => {
    state.current.following = next;
    setFollowingState(next);
  }, []);

  const scrollToEnd = useCallback((smooth: boolean) => {
    const scroller = state.current.scroller;
    if (!scroller) return;
    const top = scroller.scrollHeight;
    if (smooth && !prefersReducedMotion()) scroller.scrollTo({ top, behavior: 'smooth' });
    else scroller.scrollTop = top;
  }, []);

  useEffect(() => {
    if (!content) return;
    const scroller = closestScroller(content.parentElement);
    // The page itself reports its scrolls on window, any other box on itself.
    const events: HTMLElement | Window = scroller === document.scrollingElement ? window : scroller;
    state.current.scroller = scroller;
    state.current.top = scroller.scrollTop;
    const onScroll = () => {
      const top = scroller.scrollTop;
      const distance = distanceFromEnd(scroller);
      const next = nextFollowing(state.current.following, { previousTop: state.current.top, top, distance });
      state.current.top = top;
      setAway(distance > FOLLOW_SLACK);
      if (next !== state.current.following) setFollowing(next);
    };
    // A wheel turned up over the conversation (not over a box that scrolls by itself) is the
    // reader's intent at once, before the next streamed line can pull the view back down.
    const onWheel = (event: WheelEvent) => {
      if (event.deltaY >= 0 || scroller.scrollTop <= 0 || !state.current.following) return;
      if (closestScroller(event.target instanceof Element ? event.target : null) === scroller) setFollowing(false);
    };
    const observer = new ResizeObserver(() => {
      if (state.current.following) scrollToEnd(false);
      else setAway(distanceFromEnd(scroller) > FOLLOW_SLACK);
    });
    for (const element of [content, dock, scroller]) if (element) observer.observe(element);
    events.addEventListener('scroll', onScroll, { passive: true });
    events.addEventListener('wheel', onWheel as EventListener, { passive: true });
    return () => {
      observer.disconnect();
      events.removeEventListener('scroll', onScroll);
      events.removeEventListener('wheel', onWheel as EventListener);
    };
  }, [content, dock, setFollowing, scrollToEnd]);

  const jumpToLatest = useCallback(() => {
    setFollowing(true);
    scrollToEnd(true);
  }, [setFollowing, scrollToEnd]);

  const followNow = useCallback(() => {
    setFollowing(true);
    scrollToEnd(false);
  }, [setFollowing, scrollToEnd]);

  return { contentRef: setContent, dockRef: setDock, showJump: !following && away, jumpToLatest, followNow };
}
