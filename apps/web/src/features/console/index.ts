// The operator console's public face: the guard the router runs, the frame and the sections.
export { operatorLoader } from './api/console-access.ts';
export { ConsoleFrame } from './components/console-frame.tsx';
export { CONSOLE_SECTIONS } from './sections.tsx';
