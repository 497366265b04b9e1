import { lazy } from 'react';

/** What to do on a server without engines: rare, so fetched when first shown (decision 0018). */
export const LazyNoEngineNotice = lazy(() =>
  import('./no-engine-notice.tsx').then((module) => ({ default: module.NoEngineNotice })),
);
