import { describe, expect, it, vi } from 'vitest';
import { noticeBroker } from './notice-broker.ts';
import type { NoticeApis } from './notices-host.tsx';

/** Stand-ins for Ant Design's hook instances, recording calls; dialogs answer as told. */
function fakeApis(answer = true) {
  const calls: string[] = [];
  const toast = (kind: string) => (content: unknown) => {
    calls.push(`message.${kind}:${String(content)}`);
    const close = () => calls.push(`close:${String(content)}`);
    // biome-ignore lint/suspicious/noThenProperty: Ant Design's toast handles are thenables.
    return Object.assign(close, { then: (resolve: (closed: boolean) => void) => resolve(true) });
  };
  const dialog = (kind: string) => (config: { title?: string }) => {
    calls.push(`modal.${kind}:${config.title}`);
    return {
      destroy: () => calls.push(`destroy:${config.title}`),
      update: () => calls.push(`update:${config.title}`),
      // biome-ignore lint/suspicious/noThenProperty: Ant Design's dialog handles are thenables.
      then: (resolve: (confirmed: boolean) => void) => resolve(answer),
    };
  };
  const apis = {
    message: {
      success: toast('success'),
      error: toast('error'),
      info: toast('info'),
      warning: toast('warning'),
      loading: toast('loading'),
      destroy: () => calls.push('message.destroy'),
    },
    modal: {
      confirm: dialog('confirm'),
      info: dialog('info'),
      success: dialog('success'),
      error: dialog('error'),
      warning: dialog('warning'),
    },
    notification: {
      open: (config: { title?: string }) => calls.push(`notification.open:${config.title}`),
      destroy: () => calls.push('notification.destroy'),
    },
  } as unknown as NoticeApis;
  return { apis, calls };
}

describe('noticeBroker', () => {
  it('fetches the host on the first notice and shows what was asked before it came, in order', async () => {
    const wake = vi.fn();
    const { notices, ready } = noticeBroker(wake);
    expect(wake).not.toHaveBeenCalled();
    void notices.message.error('first');
    const dialog = notices.modal.confirm({ title: 'sure?' });
    expect(wake).toHaveBeenCalled();
    const { apis, calls } = fakeApis(false);
    ready(apis);
    await expect(dialog).resolves.toBe(false);
    expect(calls).toEqual(['message.error:first', 'modal.confirm:sure?']);
  });

  it('passes straight through once the host is there, with handles that close and answer', async () => {
    const { notices, ready } = noticeBroker(() => {});
    const { apis, calls } = fakeApis(true);
    ready(apis);
    const toast = notices.message.success('saved');
    toast();
    await expect(toast).resolves.toBe(true);
    const dialog = notices.modal.info({ title: 'plans' });
    dialog.destroy();
    notices.notification.open({ title: 'news' } as never);
    await expect(dialog).resolves.toBe(true);
    await Promise.resolve();
    expect(calls).toEqual([
      'message.success:saved',
      'close:saved',
      'modal.info:plans',
      'destroy:plans',
      'notification.open:news',
    ]);
  });
});
