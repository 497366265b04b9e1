export { audit } from './audit.ts';
export { findOperator, operatorOf } from './operator-guard.ts';
export { makeOperator } from './operators.ts';
export type { ConsoleSection } from './section.ts';
