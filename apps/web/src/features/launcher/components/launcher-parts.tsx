import { type ComponentProps, lazy, Suspense } from 'react';
import { LazyNoEngineNotice } from '../../site/index.ts';

/**
 * The launcher's parts that show only after something happened (a document chosen and what
 * translating it takes, a pair no engine serves, a guessed or mismatched source, text over the limit, a site without engines), fetched when
 * first shown rather than with the home page (decision 0018).
 */
const LazyUploadedDocument = lazy(() =>
  import('./uploaded-document.tsx').then((module) => ({ default: module.UploadedDocument })),
);
const LazyPairAlert = lazy(() => import('./pair-alert.tsx').then((module) => ({ default: module.PairAlert })));
const LazySourceNote = lazy(() => import('./source-note.tsx').then((module) => ({ default: module.SourceNote })));
const LazyTextTooLong = lazy(() => import('./text-too-long.tsx').then((module) => ({ default: module.TextTooLong })));
const LazyAlert = lazy(() => import('antd/es/alert'));

/** The id the pair alert carries: Translate points at it while the pair is refused. */
export const PAIR_ALERT_ID = 'launcher-pair-alert';

export function UploadedDocument(props: ComponentProps<typeof LazyUploadedDocument>) {
  return (
    <Suspense fallback={<div className="document-chosen document-chosen-loading" />}>
      <LazyUploadedDocument {...props} />
    </Suspense>
  );
}

export function PairAlert(props: Omit<ComponentProps<typeof LazyPairAlert>, 'id'>) {
  return (
    <Suspense fallback={null}>
      <LazyPairAlert {...props} id={PAIR_ALERT_ID} />
    </Suspense>
  );
}

export function SourceNote(props: ComponentProps<typeof LazySourceNote>) {
  return (
    <Suspense fallback={null}>
      <LazySourceNote {...props} />
    </Suspense>
  );
}

export function TextTooLong(props: ComponentProps<typeof LazyTextTooLong>) {
  return (
    <Suspense fallback={null}>
      <LazyTextTooLong {...props} />
    </Suspense>
  );
}

export function NoEngineNotice() {
  return (
    <Suspense fallback={null}>
      <LazyNoEngineNotice />
    </Suspense>
  );
}

export function LauncherAlert(props: ComponentProps<typeof LazyAlert>) {
  return (
    <Suspense fallback={null}>
      <LazyAlert {...props} />
    </Suspense>
  );
}
