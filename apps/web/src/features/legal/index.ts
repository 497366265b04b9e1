// The legal feature's public face: the privacy policy and user agreement, and how they are shown.
export { LegalDocument } from './components/legal-document.tsx';
export { type LegalDocumentId, legalText } from './legal-texts.ts';
