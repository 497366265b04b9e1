import { describe, expect, it } from 'vitest';
import { isAcceptablePassword, isValidEmail } from './account.ts';

describe('account rules shared by the form and the server', () => {
  it('accepts ordinary addresses and refuses malformed ones', () => {
    for (const good of ['ada@example.com', 'first.last+tag@mail.example.co.uk', "o'neil@x.io"]) {
      expect(isValidEmail(good), good).toBe(true);
    }
    for (const bad of ['', 'ada', 'ada@', '@example.com', 'a..b@example.com', '.a@example.com', 'a@b', 'a b@c.com']) {
      expect(isValidEmail(bad), bad).toBe(false);
    }
    expect(isValidEmail(`${'a'.repeat(250)}@x.io`)).toBe(false);
  });

  it('wants 8-16 characters of at least two kinds', () => {
    expect(isAcceptablePassword('abcdefg1')).toBe(true);
    expect(isAcceptablePassword('abcdefg!')).toBe(true);
    expect(isAcceptablePassword('12345678!')).toBe(true);
    expect(isAcceptablePassword('密码密码密码12')).toBe(true);
    expect(isAcceptablePassword('abc1!')).toBe(false);
    expect(isAcceptablePassword('abcdefgh')).toBe(false);
    expect(isAcceptablePassword('12345678')).toBe(false);
    expect(isAcceptablePassword('abcdefgh123456789')).toBe(false);
  });
});
