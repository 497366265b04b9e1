// The formats feature's public face: which document formats are read, shown on demand.
export { FormatsHelp } from './components/formats-help.tsx';
