// The site notices feature's public face: the operator's ad spaces and system messages.
export { AdSpace } from './components/ad-space.tsx';
export { SystemMessages } from './components/system-messages.tsx';
