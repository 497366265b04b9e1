// The segment editor's public face: its page (docs/product.md §7.6).
export { SegmentEditorPage } from './segment-editor-page.tsx';
