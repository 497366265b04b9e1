import type { SystemMessage } from '@glossa/contracts/site-notices-answers';
import { describe, expect, it } from 'vitest';
import { showDialog, showNotification } from './show-message.tsx';

const message: SystemMessage = {
  messageNumber: '01900000-0000-7000-8000-000000000000',
  type: '0',
  title: 'Hello',
  content: 'Read **this**.',
  position: 'topRight',
};

type Config = { onOk?: () => void; onCancel?: () => void; onClose?: () => void; duration?: number; placement?: string };

/** Stands in for useNotices()'s modal and notification: keeps the config it was given. */
function capture() {
  const seen: Config[] = [];
  const open = (config: Config) => {
    seen.push(config);
    return undefined as never;
  };
  return { seen, api: { confirm: open, open } as never };
}

describe('system message dialogs and notifications', () => {
  it('resolve a dialog true on confirm and false on cancel', async () => {
    const confirmed = capture();
    const yes = showDialog(confirmed.api, message);
    confirmed.seen[0]?.onOk?.();
    await expect(yes).resolves.toBe(true);
    const cancelled = capture();
    const no = showDialog(cancelled.api, message);
    cancelled.seen[0]?.onCancel?.();
    await expect(no).resolves.toBe(false);
  });

  it('keep a notification until it is closed, where the operator placed it', async () => {
    const shown = capture();
    let closed = false;
    const done = showNotification(shown.api, { ...message, type: '1', position: 'bottomLeft' }).then(() => {
      closed = true;
    });
    expect(shown.seen[0]).toMatchObject({ duration: 0, placement: 'bottomLeft' });
    await Promise.resolve();
    expect(closed).toBe(false);
    shown.seen[0]?.onClose?.();
    await done;
    expect(closed).toBe(true);
  });
});
