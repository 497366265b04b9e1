// The history feature's public face: the folded sidebar's rail and the open panel (loaded lazily).
export { HistoryRail } from './components/history-rail.tsx';
export { LazyHistoryPanel } from './components/lazy-history-panel.ts';
