import type { TextPart } from '../help-search.ts';

/** Text with the search's words highlighted. */
export function MarkedText({ parts }: { parts: TextPart[] }) {
  return (
    <>
      {parts.map((part, index) =>
        part.match ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one text never move.
          <mark key={index} className="help-mark">
            {part.text}
          </mark>
        ) : (
          part.text
        ),
      )}
    </>
  );
}
