// The reports feature's public face: the console's reports section (a chunk of its own) and its formats.
export { LazyReportsSection } from './components/lazy-reports-section.ts';
export { formatAmount } from './components/report-format.ts';
