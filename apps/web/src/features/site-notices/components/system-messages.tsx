import type { SystemMessage } from '@glossa/contracts/site-notices-answers';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { type OverlayKind, useOverlayTurn } from '../../../lib/overlay-queue.tsx';
import { importWithReload } from '../../../lib/reload-guard.ts';
import { useSignedIn } from '../../../lib/session.ts';
import { useUiLocale } from '../../../lib/ui-locale.ts';
import { siteNoticesApi } from '../api/site-notices-api.ts';

// The Markdown renderer and the dialog come only with a message to show.
const AnnouncementBar = lazy(() => importWithReload(() => import('./announcement-bar.tsx')));
const WelcomeDialog = lazy(() => importWithReload(() => import('./welcome-dialog.tsx')));

const messagesKey = (locale: string, signedIn: boolean) => ['system-messages', locale, signedIn] as const;

/** One message, shown when its turn comes (decision 0048); closing it is reported so it does not come back. */
function SystemMessageOverlay({ message, onClose }: { message: SystemMessage; onClose: () => void }) {
  const kind: OverlayKind = message.type === '0' ? 'onboarding' : 'announcement';
  const myTurn = useOverlayTurn(kind, true);
  if (!myTurn) return null;
  const Shown = kind === 'onboarding' ? WelcomeDialog : AnnouncementBar;
  return (
    <Suspense fallback={null}>
      <Shown message={message} onClose={onClose} />
    </Suspense>
  );
}

/**
 * The system messages due for this user or browser (docs/product.md §4.7), one at a time in their
 * order: notifications as the announcement bar, placed by the layout at the top of the page;
 * dialogs as the welcome, which waits while `welcome` is false (the sign-in pages).
 */
export function SystemMessages({ welcome }: { welcome: boolean }) {
  const { locale } = useUiLocale();
  const signedIn = useSignedIn();
  const client = useQueryClient();
  const key = messagesKey(locale, signedIn);
  const { data, isPending } = useQuery({
    queryKey: key,
    queryFn: () => siteNoticesApi.messages().catch(() => []),
    staleTime: Number.POSITIVE_INFINITY,
  });
  // Until they are known, an announcement may be due: nothing less important shows meanwhile.
  useOverlayTurn('announcement', isPending);
  const close = (message: SystemMessage) => {
    client.setQueryData<SystemMessage[]>(key, (list) => list?.filter((m) => m.messageNumber !== message.messageNumber));
    const position = message.type === '0' ? 'center' : message.position;
    void siteNoticesApi.closeMessage(message.messageNumber, position).catch(() => undefined);
  };
  const due = (data ?? []).filter((message) => welcome || message.type !== '0');
  return due.map((message) => (
    <SystemMessageOverlay key={message.messageNumber} message={message} onClose={() => close(message)} />
  ));
}
