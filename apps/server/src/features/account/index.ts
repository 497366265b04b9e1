export { findUserByEmail } from './repo.ts';
export { endAllSessions } from './sessions.ts';
