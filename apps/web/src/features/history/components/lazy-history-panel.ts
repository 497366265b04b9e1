import { lazy } from 'react';
import { importWithReload } from '../../../lib/reload-guard.ts';

// The open history (lists, search, rename and delete dialogs) is fetched when it is first shown:
// the home page starts with the sidebar folded.
export const LazyHistoryPanel = lazy(() =>
  importWithReload(() => import('./history-panel.tsx')).then((module) => ({ default: module.HistoryPanel })),
);
