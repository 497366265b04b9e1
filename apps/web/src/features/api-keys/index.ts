// The API keys feature's public face: the account page's panel.
export { ApiKeysPanel } from './components/api-keys-panel.tsx';
