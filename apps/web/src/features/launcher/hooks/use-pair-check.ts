import { ERRORS } from '@glossa/contracts/errors';
import { useState } from 'react';
import { ApiError } from '../../../lib/http.ts';
import { offlineTargets, pairUnserved } from '../engine-coverage.ts';
import { AUTO_DETECT } from '../languages.ts';
import { useEngineCoverage } from './use-engine-coverage.ts';

/**
 * Whether this server translates the chosen pair, judged before anything is sent: from the
 * engines' pairs, with the detected language standing in for auto-detect once it is known.
 * When only the server can tell (auto-detected text), its "no engine for this pair" answer is
 * kept for the same attempt and shown in the same place.
 */
export function usePairCheck(pair: { source: string; target: string }, detected: string | null, attempt: string) {
  const coverage = useEngineCoverage();
  const [refusal, setRefusal] = useState<{ message: string; attempt: string }>();
  const source = pair.source === AUTO_DETECT ? (detected ?? AUTO_DETECT) : pair.source;
  const unservedHere = pairUnserved(coverage, source, pair.target);
  const serverMessage = !unservedHere && refusal?.attempt === attempt ? refusal.message : undefined;
  return {
    coverage,
    noEngine: coverage?.none ?? false,
    /** The source language when known (chosen or detected). */
    source: source === AUTO_DETECT ? undefined : source,
    unserved: unservedHere || serverMessage !== undefined,
    serverMessage,
    offlineTargets: coverage && source !== AUTO_DETECT ? [...offlineTargets(coverage, source)] : [],
    /** Keeps the server's "no engine for this pair" to show inline; false for any other error. */
    refused(error: unknown): boolean {
      if (!(error instanceof ApiError) || error.code !== ERRORS.noEngineForPair.code) return false;
      setRefusal({ message: error.message, attempt });
      return true;
    },
  };
}
