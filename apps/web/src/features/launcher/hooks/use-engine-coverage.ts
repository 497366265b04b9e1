import { useMemo } from 'react';
import { useBaseConfig } from '../../site/index.ts';
import { type EngineCoverage, engineCoverage } from '../engine-coverage.ts';

/** Which pairs this server translates; undefined until the site settings have loaded. */
export function useEngineCoverage(): EngineCoverage | undefined {
  const baseConfig = useBaseConfig();
  const features = baseConfig.data?.features;
  return useMemo(() => (features ? engineCoverage(features.engines, features.pairs) : undefined), [features]);
}
