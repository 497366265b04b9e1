import type { MessageArgsProps, ModalFuncProps } from 'antd';
import type { MessageType } from 'antd/es/message/interface';
import type { HookAPI } from 'antd/es/modal/useModal';
import type { ArgsProps as NotificationArgs } from 'antd/es/notification';
import type { ReactNode } from 'react';
import type { NoticeApis } from './notices-host.tsx';

/**
 * Toasts, dialogs and notifications, as Ant Design's App.useApp() gives them (theme, direction
 * and locale of the page), but fetched on the first one shown rather than with the first visit
 * (decision 0018). Calls made before the chunk is in wait for it, in order.
 */
type Content = ReactNode | MessageArgsProps;
/** What a toast call returns, as Ant Design's: closes it, and resolves when it has closed. */
export type MessageHandle = MessageType;
/** What a dialog call returns, as Ant Design's: closes or updates it, and resolves with its answer. */
export type DialogHandle = ReturnType<HookAPI['confirm']>;
type MessageKind = 'success' | 'error' | 'info' | 'warning' | 'loading';
type DialogKind = 'confirm' | 'info' | 'success' | 'error' | 'warning';
type NotificationKind = 'open' | 'success' | 'info' | 'warning' | 'error';

export interface Notices {
  message: Record<MessageKind, (content: Content, duration?: number) => MessageHandle> & {
    destroy: (key?: string) => void;
  };
  modal: Record<DialogKind, (config: ModalFuncProps) => DialogHandle>;
  notification: Record<NotificationKind, (config: NotificationArgs) => void> & { destroy: (key?: string) => void };
  /**
   * Fetches the holders now rather than with the first notice: a page that may lose its server
   * (a conversation's live stream) can then still tell so, and tell when it is back.
   */
  prepare: () => void;
}

export interface Broker {
  notices: Notices;
  /** Set once the host has mounted. */
  ready: (apis: NoticeApis) => void;
}

export function noticeBroker(wake: () => void): Broker {
  let apis: NoticeApis | undefined;
  let arrived: (apis: NoticeApis) => void = () => {};
  const host = new Promise<NoticeApis>((resolve) => {
    arrived = resolve;
  });
  /**
   * Runs `use` now if the host is there, else once it is. The result comes back boxed: Ant
   * Design's handles are thenables, which a promise would otherwise unwrap into their answer.
   */
  const later = <T>(use: (apis: NoticeApis) => T): Promise<{ handle: T }> => {
    const boxed = (found: NoticeApis) => ({ handle: use(found) });
    if (apis) return Promise.resolve(boxed(apis));
    wake();
    return host.then(boxed);
  };

  const toast =
    (kind: MessageKind) =>
    (content: Content, duration?: number): MessageHandle => {
      if (apis) return apis.message[kind](content as MessageArgsProps, duration);
      const shown = later((found) => found.message[kind](content as MessageArgsProps, duration));
      const closed = shown.then(({ handle }) => new Promise<boolean>((resolve) => handle.then(resolve)));
      const close = () => void shown.then(({ handle }) => handle());
      // biome-ignore lint/suspicious/noThenProperty: the handle is awaitable, as Ant Design's is.
      return Object.assign(close, { then: closed.then.bind(closed) }) as MessageHandle;
    };
  const dialog =
    (kind: DialogKind) =>
    (config: ModalFuncProps): DialogHandle => {
      if (apis) return apis.modal[kind](config);
      const opened = later((found) => found.modal[kind](config));
      const answer = opened.then(
        ({ handle }) => new Promise<boolean>((resolve, reject) => void handle.then(resolve, reject)),
      );
      return {
        destroy: () => void opened.then(({ handle }) => handle.destroy()),
        update: (next) => void opened.then(({ handle }) => handle.update(next)),
        // biome-ignore lint/suspicious/noThenProperty: the handle is awaitable, as Ant Design's is.
        then: (resolve, reject) =>
          answer.then(resolve, (error: unknown) => {
            reject();
            throw error;
          }),
      };
    };
  const notify = (kind: NotificationKind) => (config: NotificationArgs) =>
    void later((found) => found.notification[kind](config));

  return {
    notices: {
      message: {
        success: toast('success'),
        error: toast('error'),
        info: toast('info'),
        warning: toast('warning'),
        loading: toast('loading'),
        destroy: (key) => void later((found) => found.message.destroy(key)),
      },
      modal: {
        confirm: dialog('confirm'),
        info: dialog('info'),
        success: dialog('success'),
        error: dialog('error'),
        warning: dialog('warning'),
      },
      notification: {
        open: notify('open'),
        success: notify('success'),
        info: notify('info'),
        warning: notify('warning'),
        error: notify('error'),
        destroy: (key) => void later((found) => found.notification.destroy(key)),
      },
      prepare: () => {
        if (!apis) wake();
      },
    },
    ready: (found) => {
      apis = found;
      arrived(found);
    },
  };
}
