import { describe, expect, it } from 'vitest';
import { partsLeftOut } from './parts.ts';
import { UsageError } from './usage.ts';

describe('--without', () => {
  it('leaves nothing out unless named', () => {
    expect(partsLeftOut(undefined, 'deck.pptx')).toEqual({});
  });

  it('turns off the options of the parts it names, in the shape each format reads', () => {
    expect(partsLeftOut('notes, Masters', 'deck.pptx')).toEqual({ includeNotes: false, includeMasters: false });
    expect(partsLeftOut('comments,headers', 'book.xlsx')).toEqual({
      includeComments: false,
      includeHeadersFooters: false,
    });
    expect(partsLeftOut('comments,footnotes,notes', 'letter.docx')).toEqual({
      word: { comments: false, footnotes: false },
    });
    expect(partsLeftOut('notes', 'talk.odp')).toEqual({ includeNotes: false });
  });

  it('refuses a part it does not know, naming the ones it does', () => {
    expect(() => partsLeftOut('notes,slides', 'deck.pptx')).toThrow(UsageError);
    expect(() => partsLeftOut('notes,slides', 'deck.pptx')).toThrow(/notes, masters, charts.*"slides"/);
    expect(() => partsLeftOut(' , ', 'deck.pptx')).toThrow(UsageError);
  });
});
