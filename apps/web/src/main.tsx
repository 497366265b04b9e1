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

createRoot(container).render(
  <StrictMode>
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
