import { lazy, Suspense, useEffect, useState } from 'react';
import { importWithReload } from '../../../lib/reload-guard.ts';
import type { TermBaseManagerProps } from './term-base-manager.tsx';

// The manager (tables, dialogs, CSV import) is its own chunk, fetched the first time it opens.
const Manager = lazy(() =>
  importWithReload(() => import('./term-base-manager.tsx')).then((module) => ({ default: module.TermBaseManager })),
);

/** The term base manager, loaded on first open and kept mounted after (so it can animate closed). */
export function LazyTermBaseManager(props: TermBaseManagerProps) {
  const [wanted, setWanted] = useState(props.open);
  useEffect(() => {
    if (props.open) setWanted(true);
  }, [props.open]);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Manager {...props} />
    </Suspense>
  );
}
