import { lazy } from 'react';

/** The console's reports section (charts and tables): its own chunk, fetched when it is opened. */
export const LazyReportsSection = lazy(() => import('./reports-section.tsx'));
