import { useParams } from 'react-router';
import { SegmentEditorPage } from '../features/segment-editor/index.ts';

/** A conversation's translation in the segment editor, `/{lang}/chat/{id}/editor?version=…`. */
export default function SegmentEditorRoute() {
  const { id = '' } = useParams();
  return <SegmentEditorPage key={id} conversationId={id} />;
}
