import { LIMITS } from '@glossa/contracts/limits';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ConfigProvider } from 'antd';
import { type ReactNode, useEffect } from 'react';
import { useColorScheme } from '../lib/color-scheme.ts';
import { setApiNotifier } from '../lib/http.ts';
import { i18next } from '../lib/i18n.ts';
import { NoticesProvider, useNotices } from '../lib/notices.tsx';
import { OverlayQueueProvider } from '../lib/overlay-queue.tsx';
import { usePrefersReducedMotion } from '../lib/reduced-motion.ts';
import { badgeCount, ToastGroups } from '../lib/request-policy.ts';
import { useUiLocale } from '../lib/ui-locale.ts';
import { appTheme } from './theme.ts';

const queryClient = new QueryClient({
  defaultOptions: { queries: { staleTime: 60_000, retry: 1, refetchOnWindowFocus: false } },
});

/** Sends API error toasts through the page's notices, so they follow the theme and direction. */
function ApiNotifierBridge() {
  const { message, modal } = useNotices();
  useEffect(() => {
    const groups = new ToastGroups();
    setApiNotifier({
      // Same text, same key: repeated failures are one toast, with how often it happened.
      error: (text) => {
        const { key, count } = groups.add(text, Date.now());
        const content = count > 1 ? i18next.t('error.repeated', { message: text, count: badgeCount(count) }) : text;
        void message.error({ content, key });
      },
      signedOutElsewhere: (text) => void modal.warning({ content: text, centered: true }),
    });
    return () => setApiNotifier(undefined);
  }, [message, modal]);
  return null;
}

export function AppProviders({ children }: { children: ReactNode }) {
  const { dark } = useColorScheme();
  const { antd, direction } = useUiLocale();
  const reducedMotion = usePrefersReducedMotion();
  return (
    <QueryClientProvider client={queryClient}>
      {/* No space inserted between two Chinese characters of a button ("确定" stays "确定"). */}
      <ConfigProvider
        theme={appTheme(dark, reducedMotion)}
        locale={antd}
        direction={direction}
        button={{ autoInsertSpace: false }}
      >
        <NoticesProvider
          message={{ duration: LIMITS.toastDurationMs / 1000, top: LIMITS.toastOffsetPx, maxCount: 5 }}
          notification={{ duration: LIMITS.notificationDurationMs / 1000, top: LIMITS.toastOffsetPx }}
        >
          {/* The page's base text, as Ant Design's App sets it. */}
          <div className="app-root glossa">
            <ApiNotifierBridge />
            <OverlayQueueProvider>{children}</OverlayQueueProvider>
          </div>
        </NoticesProvider>
      </ConfigProvider>
    </QueryClientProvider>
  );
}
