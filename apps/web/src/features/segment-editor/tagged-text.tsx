import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { tagMark, tagPieces } from './tag-text.ts';

/** A tagged text with each inline tag as a chip (its number; a slash closes a pair). */
export function TaggedText({ text }: { text: string }) {
  const { t } = useTranslation('chat');
  return (
    <>
      {tagPieces(text).map((piece, index) =>
        piece.kind === 'text' ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the pieces of one text, in their order.
          <Fragment key={index}>{piece.text}</Fragment>
        ) : (
          <span
            // biome-ignore lint/suspicious/noArrayIndexKey: the pieces of one text, in their order.
            key={index}
            className={`tag-chip tag-chip-${piece.kind}`}
            title={t(`editor.tags.${piece.kind}`, { id: piece.id })}
            aria-label={t(`editor.tags.${piece.kind}`, { id: piece.id })}
            role="img"
          >
            {tagMark(piece).slice(1, -1)}
          </span>
        ),
      )}
    </>
  );
}
