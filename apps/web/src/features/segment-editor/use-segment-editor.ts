import type { EditorSegment, EditorSegments } from '@glossa/contracts/chat';
import { ERRORS } from '@glossa/contracts/errors';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '../../lib/http.ts';
import { chatApi, chatKeys } from '../workspace/index.ts';
import { plainText } from './tag-text.ts';

/** One saved change, kept for the editor's undo and redo. */
interface SavedChange {
  segmentId: string;
  before: EditorSegment;
  after: EditorSegment;
}

export type SaveOutcome = 'saved' | 'unchanged' | 'conflict' | 'failed';

export interface SegmentEditor {
  /** The version read; every save goes on the version the last one landed in. */
  data: EditorSegments | undefined;
  segments: readonly EditorSegment[];
  isLoading: boolean;
  error: unknown;
  /** Saves a translation (tagged text); with `confirm`, it is marked reviewed too. */
  save: (index: number, target: string, confirm: boolean) => Promise<SaveOutcome>;
  /** Marks a segment reviewed (or not) as it is. */
  review: (index: number, reviewed: boolean) => Promise<SaveOutcome>;
  undo: () => Promise<number | undefined>;
  redo: () => Promise<number | undefined>;
  canUndo: boolean;
  canRedo: boolean;
  /** Saves waiting or on their way. */
  saving: number;
  /** Reads the version again, or `versionId` (an imported file's version) instead. */
  reload: (versionId?: string) => void;
  /** The last segment typed anew: its edit can go to its repeats (`repeats` of them in this version) and other files. */
  offer: EditOffer | undefined;
  dismissOffer: () => void;
}

export interface EditOffer {
  segmentId: string;
  versionId: string;
  repeats: number;
}

const NO_SEGMENTS: readonly EditorSegment[] = [];

export const editorKey = (conversationId: string, versionId: string | undefined) =>
  [...chatKeys.conversation(conversationId), 'editor', versionId ?? 'newest'] as const;

/**
 * The segment editor's state: the version's segments read once, then kept here as each save
 * answers. Saves go one after another, so each lands on the version the one before it made (the
 * round of edits, docs/decisions/0052-translation-versions.md); a sentence changed in another tab
 * since it was read is refused (editConflict) and the version is read again.
 */
export function useSegmentEditor(conversationId: string, versionId: string | undefined): SegmentEditor {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: editorKey(conversationId, versionId),
    queryFn: ({ signal }) => chatApi.editorSegments(conversationId, versionId, signal),
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  });
  const [data, setData] = useState<EditorSegments>();
  const [saving, setSaving] = useState(0);
  const [offer, setOffer] = useState<EditOffer>();
  const [history, setHistory] = useState<{ done: SavedChange[]; undone: SavedChange[] }>({ done: [], undone: [] });
  const chain = useRef<Promise<unknown>>(Promise.resolve());
  // What is shown, also read by the queued saves (which run after renders they cannot wait for).
  const current = useRef<EditorSegments | undefined>(undefined);
  const show = useCallback((next: EditorSegments) => {
    current.current = next;
    setData(next);
  }, []);

  useEffect(() => {
    if (query.data) show(query.data);
  }, [query.data, show]);

  const apply = useCallback(
    (segmentId: string, next: EditorSegment, at: { versionId: string; version: number }) => {
      const was = current.current;
      if (!was) return;
      const segments = was.segments.map((segment) => (segment.segmentId === segmentId ? next : segment));
      show({ ...was, versionId: at.versionId, version: at.version, segments });
    },
    [show],
  );

  // Reloads answer in any order: only the latest one asked for is shown, or an answer from before a
  // change (the line length lifted, then set to 5) could replace the one after it.
  const reloads = useRef(0);
  /** Reads the version the editor is on again (after a conflict: what the other tab saved), or another one. */
  const reload = useCallback(
    (versionId?: string) => {
      const at = versionId ?? current.current?.versionId;
      if (versionId) setHistory({ done: [], undone: [] });
      const asked = ++reloads.current;
      void chatApi
        .editorSegments(conversationId, at)
        .then((next) => {
          if (asked === reloads.current) show(next);
        })
        .catch(() => undefined);
    },
    [conversationId, show],
  );

  /** Runs `work` after every save before it; counts it as saving meanwhile. */
  const queued = useCallback(<T>(work: () => Promise<T>): Promise<T> => {
    setSaving((count) => count + 1);
    const run = chain.current.then(work, work);
    chain.current = run.catch(() => undefined);
    return run.finally(() => setSaving((count) => count - 1));
  }, []);

  const afterSave = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: [...chatKeys.conversation(conversationId), 'preview'] });
    void queryClient.invalidateQueries({ queryKey: chatKeys.versions(conversationId) });
    void queryClient.invalidateQueries({ queryKey: chatKeys.conversation(conversationId), exact: true });
  }, [queryClient, conversationId]);

  const write = useCallback(
    (segmentId: string, target: string, confirm: boolean, record: boolean): Promise<SaveOutcome> =>
      queued(async () => {
        const at = current.current;
        const before = at?.segments.find((segment) => segment.segmentId === segmentId);
        if (!at || !before) return 'failed';
        if (target === before.target && (!confirm || before.reviewed)) return 'unchanged';
        try {
          let after: EditorSegment;
          let landed: { versionId: string; version: number };
          if (target === before.target) {
            const marked = await chatApi.reviewSegments({
              conversationId,
              versionId: at.versionId,
              segmentIds: [segmentId],
              reviewed: true,
            });
            after = { ...before, reviewed: true };
            landed = marked;
          } else {
            const saved = await chatApi.editSentence({
              conversationId,
              versionId: at.versionId,
              segmentId,
              text: target,
              expected: plainText(before.target),
              reviewed: confirm,
            });
            after = {
              ...before,
              target: saved.tagged,
              translated: true,
              edited: true,
              reviewed: saved.reviewed,
              issues: saved.issues ?? [],
            };
            landed = saved;
            if (record) setOffer({ segmentId, versionId: saved.versionId, repeats: saved.repeats });
          }
          apply(segmentId, after, landed);
          if (record)
            setHistory(({ done }) => ({ done: [...done.slice(-199), { segmentId, before, after }], undone: [] }));
          afterSave();
          return 'saved';
        } catch (error) {
          if (error instanceof ApiError && error.code === ERRORS.editConflict.code) {
            reload();
            return 'conflict';
          }
          return 'failed';
        }
      }),
    [queued, apply, afterSave, reload, conversationId],
  );

  const save = useCallback(
    (index: number, target: string, confirm: boolean) => {
      const segment = current.current?.segments[index];
      return segment ? write(segment.segmentId, target, confirm, true) : Promise.resolve<SaveOutcome>('failed');
    },
    [write],
  );

  const review = useCallback(
    (index: number, reviewed: boolean): Promise<SaveOutcome> =>
      queued(async () => {
        const at = current.current;
        const segment = at?.segments[index];
        if (!at || !segment?.translated || segment.reviewed === reviewed) return 'unchanged';
        try {
          const marked = await chatApi.reviewSegments({
            conversationId,
            versionId: at.versionId,
            segmentIds: [segment.segmentId],
            reviewed,
          });
          apply(segment.segmentId, { ...segment, reviewed }, marked);
          afterSave();
          return 'saved';
        } catch {
          return 'failed';
        }
      }),
    [queued, apply, afterSave, conversationId],
  );

  const indexOf = useCallback(
    (segmentId: string) => current.current?.segments.findIndex((segment) => segment.segmentId === segmentId) ?? -1,
    [],
  );

  /** Takes the last saved change back (its wording and mark); answers the segment's index. */
  const step = useCallback(
    async (from: 'done' | 'undone'): Promise<number | undefined> => {
      const change = history[from].at(-1);
      if (!change) return undefined;
      const wanted = from === 'done' ? change.before : change.after;
      const outcome = await write(change.segmentId, wanted.target, wanted.reviewed, false);
      if (outcome !== 'saved' && outcome !== 'unchanged') return undefined;
      setHistory((was) =>
        from === 'done'
          ? { done: was.done.slice(0, -1), undone: [...was.undone, change] }
          : { done: [...was.done, change], undone: was.undone.slice(0, -1) },
      );
      if (!wanted.reviewed) {
        const index = indexOf(change.segmentId);
        if (current.current?.segments[index]?.reviewed) await review(index, false);
      }
      return indexOf(change.segmentId);
    },
    [history, write, review, indexOf],
  );

  const dismissOffer = useCallback(() => setOffer(undefined), []);

  return {
    data,
    segments: data?.segments ?? NO_SEGMENTS,
    isLoading: query.isLoading,
    error: query.error,
    save,
    review,
    undo: () => step('done'),
    redo: () => step('undone'),
    canUndo: history.done.length > 0,
    canRedo: history.undone.length > 0,
    saving,
    reload,
    offer,
    dismissOffer,
  };
}
