/**
 * Runs before each web component test file (the `web` project of vitest.config.ts): Testing
 * Library's matchers and cleanup, and the few browser features jsdom leaves out that Ant Design
 * and the app read (media queries, element resizes, scrolling, where a selection lies). They
 * answer as a wide screen with no preference would; nothing of the app itself is replaced.
 */
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, expect, vi } from 'vitest';
import { deleteCookie } from '../lib/cookies.ts';
import { takeUnanswered } from './fake-server.ts';

// findBy and waitFor wait as a hang guard, never as a speed check: Testing Library's default of one
// second fails a correct page on two busy cores (vitest.config.ts says the same of test timeouts).
configure({ asyncUtilTimeout: 15_000 });

Object.defineProperty(window, 'matchMedia', {
  configurable: true,
  value: (query: string): MediaQueryList => ({
    // Ant Design's breakpoints ask for min-widths: a desktop-wide window meets them all.
    matches: /min-width/.test(query),
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }),
});

class StillResizeObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
globalThis.ResizeObserver ??= StillResizeObserver;
Element.prototype.scrollTo ??= () => {};
// jsdom lays nothing out: a selected range sits at the origin, as an element does.
Range.prototype.getBoundingClientRect ??= () => document.body.getBoundingClientRect();
Element.prototype.scrollIntoView ??= () => {};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.getSelection()?.removeAllRanges();
  // A test that signs in leaves no session to the next.
  for (const cookie of document.cookie.split('; ')) deleteCookie(cookie.split('=')[0] ?? '');
  localStorage.clear();
  expect(takeUnanswered(), 'requests the test gave no answer for').toEqual([]);
});
