/** The parts of a keydown that decide what Enter does in an input that sends. */
export interface EnterKey {
  key: string;
  shiftKey: boolean;
  altKey: boolean;
  ctrlKey: boolean;
  metaKey: boolean;
  isComposing?: boolean;
  keyCode?: number;
}

/** What a key press does: send the text, start a new line, or nothing of ours (any other key, or the IME's Enter). */
export type EnterAction = 'send' | 'newline' | 'ignore';

/** Chromium and Safari report a key that an input method editor (Chinese, Japanese, Korean) handles as 229. */
const IME_KEY_CODE = 229;

/**
 * Enter sends and Shift+Enter starts a new line, as in ChatGPT; Ctrl/Cmd+Enter also sends and
 * Alt+Enter is a new line. While an IME composes, Enter picks the candidate and must never send:
 * `composing` is the input's own record of compositionstart/compositionend, for browsers that
 * send the confirming keydown after compositionend (Safari), where only keyCode 229 tells.
 */
export function enterAction(event: EnterKey, composing = false): EnterAction {
  if (event.key !== 'Enter') return 'ignore';
  if (composing || event.isComposing || event.keyCode === IME_KEY_CODE) return 'ignore';
  if (event.shiftKey || event.altKey) return 'newline';
  return 'send';
}
