import { createContext, lazy, type ReactNode, Suspense, useContext, useState } from 'react';
import { type Notices, noticeBroker } from './notice-broker.ts';
import { importWithReload } from './reload-guard.ts';

export type { DialogHandle, MessageHandle, Notices } from './notice-broker.ts';

const LazyHost = lazy(() => importWithReload(() => import('./notices-host.tsx')));

const NoticesContext = createContext<Notices | undefined>(undefined);

/** Holds the page's toasts and dialogs; their chunk comes with the first one shown. */
export function NoticesProvider({
  children,
  message,
  notification,
}: {
  children: ReactNode;
  message: { duration: number; top: number; maxCount: number };
  notification: { duration: number; top: number };
}) {
  const [wanted, setWanted] = useState(false);
  const [{ notices, ready }] = useState(() => noticeBroker(() => setWanted(true)));
  return (
    <NoticesContext.Provider value={notices}>
      {children}
      {wanted && (
        <Suspense fallback={null}>
          <LazyHost message={message} notification={notification} onReady={ready} />
        </Suspense>
      )}
    </NoticesContext.Provider>
  );
}

/** The page's toasts, dialogs and notifications (in place of Ant Design's App.useApp()). */
export function useNotices(): Notices {
  const notices = useContext(NoticesContext);
  if (!notices) throw new Error('useNotices needs a NoticesProvider');
  return notices;
}
