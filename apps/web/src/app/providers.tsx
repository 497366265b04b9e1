import { LIMITS } from '@glossa/contracts/limits';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App as AntdApp, ConfigProvider } from 'antd';
import { type ReactNode, useEffect } from 'react';
import { useColorScheme } from '../lib/color-scheme.ts';
import { setApiNotifier } from '../lib/http.ts';
import { appTheme } from './theme.ts';
import { useUiLocale } from './ui-locale.ts';

const queryClient = new QueryClient({
  defaultOptions: { queries: { staleTime: 60_000, retry: 1, refetchOnWindowFocus: false } },
});

/** Sends API error toasts through App.useApp(), so they follow the theme and direction. */
function ApiNotifierBridge() {
  const { message, modal } = AntdApp.useApp();
  useEffect(() => {
    setApiNotifier({
      // Same text, same key: repeated failures are grouped into one toast.
      error: (text) => void message.error({ content: text, key: `api-error:${text}` }),
      signedOutElsewhere: (text) => void modal.warning({ content: text, centered: true }),
    });
    return () => setApiNotifier(undefined);
  }, [message, modal]);
  return null;
}

export function AppProviders({ children }: { children: ReactNode }) {
  const { dark } = useColorScheme();
  const { antd, direction } = useUiLocale();
  return (
    <QueryClientProvider client={queryClient}>
      {/* No space inserted between two Chinese characters of a button ("确定" stays "确定"). */}
      <ConfigProvider theme={appTheme(dark)} locale={antd} direction={direction} button={{ autoInsertSpace: false }}>
        <AntdApp
          message={{ duration: LIMITS.toastDurationMs / 1000, top: LIMITS.toastOffsetPx, maxCount: 5 }}
          notification={{ duration: LIMITS.notificationDurationMs / 1000, top: LIMITS.toastOffsetPx }}
          style={{ blockSize: '100%' }}
        >
          <ApiNotifierBridge />
          {children}
        </AntdApp>
      </ConfigProvider>
    </QueryClientProvider>
  );
}
