// The entry of a document worker thread: the adapters are TypeScript, loaded through tsx here
// whatever the parent process was started with (npm start, Vitest, the CLI).
import { register } from 'tsx/esm/api';

register();
const { default: work } = await import('./worker.ts');
export default work;
