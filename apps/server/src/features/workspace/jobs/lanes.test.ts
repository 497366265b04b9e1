import { describe, expect, it } from 'vitest';
import type { OpenedDocument } from '../documents.ts';
import { givingWay, KeptSlices, type LaneRun, nextDue, runsDue } from './lanes.ts';

const document = (characters: number): OpenedDocument => ({
  extension: 'docx',
  segments: [{ id: 's1', text: 'x'.repeat(characters) }],
});
const pace = { startedAt: 1, doneAtStart: 0 };

describe('KeptSlices', () => {
  it('keeps a document for the next slice, with its pace only while the job kept its place', () => {
    const kept = new KeptSlices(2);
    kept.keep('a', 'conv-a', 100, document(10), pace);
    expect(kept.take('a', 100)).toMatchObject({ pace });
    expect(kept.take('a', 100)).toBeUndefined();
    // Resumed after a pause (a new place in the line): the document still serves, the pace does not.
    kept.keep('a', 'conv-a', 100, document(10), pace);
    expect(kept.take('a', 250)).toMatchObject({ pace: undefined, document: document(10) });
  });

  it('keeps at most its count of documents and a bounded size, the oldest going first', () => {
    const kept = new KeptSlices(2);
    for (const id of ['a', 'b', 'c']) kept.keep(id, `conv-${id}`, 1, document(10), pace);
    expect(kept.take('a', 1)).toBeUndefined();
    expect(kept.take('c', 1)).toBeDefined();
    kept.keep('huge', 'conv-huge', 1, document(33 * 1024 * 1024), pace);
    expect(kept.take('huge', 1)).toBeUndefined();
    kept.dropConversation('conv-b');
    expect(kept.take('b', 1)).toBeUndefined();
  });
});

describe('lanes', () => {
  const run = (owner: string, sliceFrom: number | undefined, yielding = false): LaneRun => {
    const yielder = new AbortController();
    if (yielding) yielder.abort();
    return { owner, sliceFrom, yielder };
  };

  it('asks the run of another owner whose slice began first to give way', () => {
    const runs = [run('x', 500), run('y', 100), run('z', 900), run('w', undefined), run('v', 50, true)];
    const due = runsDue(runs, 1000, 200);
    expect(due.map((r) => r.owner)).toEqual(['x', 'y']);
    expect(givingWay(due, 'new')?.owner).toBe('y');
    expect(givingWay(due, 'y')?.owner).toBe('x');
    expect(givingWay([run('y', 100)], 'y')).toBeUndefined();
    expect(nextDue(runs, 200)).toBe(300);
    expect(nextDue([run('w', undefined)], 200)).toBeUndefined();
  });
});
