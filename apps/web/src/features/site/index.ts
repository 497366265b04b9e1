// The site feature's public face: the server's settings and languages, and how engines are set up.
export { useBaseConfig } from './api/use-base-config.ts';
export { useLanguages } from './api/use-languages.ts';
export { AiModelSetup, SetupCode } from './components/engine-setup.tsx';
export { LazyNoEngineNotice } from './components/lazy-no-engine-notice.ts';
