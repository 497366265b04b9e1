// The launcher's public face: the home page's translate box.
export { Launcher } from './components/launcher.tsx';
