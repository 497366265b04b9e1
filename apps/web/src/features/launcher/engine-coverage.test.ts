import { describe, expect, it } from 'vitest';
import { engineCoverage, marksOffline, offlineSources, offlineTargets, pairUnserved } from './engine-coverage.ts';

const offlineOnly = engineCoverage(['apertium'], {
  apertium: [
    ['en', 'es'],
    ['en', 'ca'],
    ['es', 'en'],
  ],
});

describe('engine coverage', () => {
  it('knows the offline pairs from each side', () => {
    expect(marksOffline(offlineOnly)).toBe(true);
    expect([...offlineTargets(offlineOnly, 'en')].sort()).toEqual(['ca', 'es']);
    expect([...offlineTargets(offlineOnly, 'auto')].sort()).toEqual(['ca', 'en', 'es']);
    expect([...offlineSources(offlineOnly, 'es')]).toEqual(['en']);
    expect(offlineTargets(offlineOnly, 'ja').size).toBe(0);
  });

  it('says when a chosen pair has no engine, but not before the source is known', () => {
    expect(pairUnserved(offlineOnly, 'en', 'es')).toBe(false);
    expect(pairUnserved(offlineOnly, 'en', 'ja')).toBe(true);
    expect(pairUnserved(offlineOnly, 'auto', 'ja')).toBe(false);
    expect(pairUnserved(undefined, 'en', 'ja')).toBe(false);
  });

  it('judges nothing when a model serves every pair, or when there is no engine at all', () => {
    const withModel = engineCoverage(['llm', 'apertium'], { llm: 'any', apertium: [['en', 'es']] });
    expect(withModel.anyPair).toBe(true);
    expect(marksOffline(withModel)).toBe(false);
    expect(pairUnserved(withModel, 'en', 'ja')).toBe(false);
    const nothing = engineCoverage([], {});
    expect(nothing.none).toBe(true);
    expect(marksOffline(nothing)).toBe(false);
    expect(pairUnserved(nothing, 'en', 'ja')).toBe(false);
  });
});
