// The term base feature's public face: the launcher's picker and the manager (also loaded lazily).

export { AddTermDialog } from './components/add-term-dialog.tsx';
export { LazyTermBaseManager } from './components/lazy-term-base-manager.tsx';
export { TermBaseManager } from './components/term-base-manager.tsx';
export { TermBasePicker } from './components/term-base-picker.tsx';
