import { CLIENT_ID_PATTERN } from '@glossa/contracts/chat';
import { describe, expect, it, vi } from 'vitest';
import { clientId, renewClientId } from './client-id.ts';

const store = new Map<string, string>();
vi.stubGlobal('localStorage', {
  getItem: (key: string) => store.get(key) ?? null,
  setItem: (key: string, value: string) => void store.set(key, value),
});

describe('the visitor id', () => {
  it('stays the same between calls, and is a new one after a sign-in', () => {
    const first = clientId();
    expect(first).toMatch(CLIENT_ID_PATTERN);
    expect(clientId()).toBe(first);
    renewClientId();
    const renewed = clientId();
    expect(renewed).toMatch(CLIENT_ID_PATTERN);
    expect(renewed).not.toBe(first);
    expect(clientId()).toBe(renewed);
  });
});
