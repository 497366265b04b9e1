import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProviders } from './app/providers.tsx';
import { router } from './app/router.tsx';
import { watchBuildVersion } from './lib/build-version.ts';
import { i18next } from './lib/i18n.ts';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

watchBuildVersion(() => {
  if (i18next.isInitialized) console.info(i18next.t('error.newVersion'));
});

/** Resolves once the first route's language, code and data are loaded. */
function routerReady(): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}

// The server's shell (the home page's first paint, or a 404 message) stays until the first page
// can render in full: React then replaces it in one commit, with no blank frame between.
void routerReady().then(() =>
  createRoot(container).render(
    <StrictMode>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  ),
);
