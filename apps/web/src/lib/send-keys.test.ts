import { describe, expect, it } from 'vitest';
import { type EnterKey, enterAction } from './send-keys.ts';

const key = (overrides: Partial<EnterKey> = {}): EnterKey => ({
  key: 'Enter',
  shiftKey: false,
  altKey: false,
  ctrlKey: false,
  metaKey: false,
  ...overrides,
});

describe('enterAction', () => {
  it('sends on Enter, Ctrl+Enter and Cmd+Enter', () => {
    expect(enterAction(key())).toBe('send');
    expect(enterAction(key({ ctrlKey: true }))).toBe('send');
    expect(enterAction(key({ metaKey: true }))).toBe('send');
  });

  it('starts a new line on Shift+Enter and Alt+Enter', () => {
    expect(enterAction(key({ shiftKey: true }))).toBe('newline');
    expect(enterAction(key({ altKey: true }))).toBe('newline');
  });

  it('leaves the Enter of an input method alone', () => {
    expect(enterAction(key({ isComposing: true }))).toBe('ignore');
    expect(enterAction(key({ keyCode: 229 }))).toBe('ignore');
    expect(enterAction(key(), true)).toBe('ignore');
  });

  it('ignores other keys', () => {
    expect(enterAction(key({ key: 'a' }))).toBe('ignore');
    expect(enterAction(key({ key: 'Escape' }))).toBe('ignore');
  });
});
