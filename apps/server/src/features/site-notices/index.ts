export { publicMessage } from './messages-repo.ts';
