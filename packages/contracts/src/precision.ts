/** How hard professional mode works: fast (larger batches), balanced, best (the strongest engine, smaller batches). */
export const PRECISIONS = ['fast', 'balanced', 'best'] as const;
export type Precision = (typeof PRECISIONS)[number];
