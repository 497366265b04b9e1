import { describe, expect, it } from 'vitest';
import { decodeBatch, encodeBatch, tidy } from './batch.ts';

const SEG = (n: number): string => `[\\<glossa-seg ${n}\\>]`;
const EOS = '[\\<glossa-eos\\>]';
const END = '[\\<glossa-end\\>]';

describe('encodeBatch', () => {
  it('marks every segment and ends sentences that are not ended', () => {
    expect(encodeBatch(['The house is red.', '  A title  ', 'Why?'])).toBe(
      `${SEG(0)}The house is red.${SEG(1)}A title.${EOS}${SEG(2)}Why?${END}`,
    );
  });
});

describe('decodeBatch', () => {
  it('reads back what an identity pipeline returns', () => {
    const sources = ['The house is red.', ' A <g1>title</g1> ', 'x * y', 'Line\nbreak'];
    expect(decodeBatch(encodeBatch(sources), sources)).toEqual(sources);
  });

  it('takes off the period it added, wherever the pipeline left whitespace', () => {
    const output = `${SEG(0)}Un título.${EOS}${SEG(1)}Nota:.${EOS}${SEG(2)}Hola.${END}`;
    expect(decodeBatch(output, ['A title', 'Note:', 'Hello.'])).toEqual(['Un título', 'Nota:', 'Hola.']);
  });

  it('gives up on segments whose markers did not come back as sent', () => {
    const sources = ['a.', 'b.', 'c.', 'd.'];
    // Marker 2 lost: segment 1 swallowed segment 2's text, so both are unknown.
    expect(decodeBatch(`${SEG(0)}A.${SEG(1)}B.C.${SEG(3)}D.${END}`, sources)).toEqual([
      'A.',
      undefined,
      undefined,
      'D.',
    ]);
    // No end marker: the last segment cannot be trusted.
    expect(decodeBatch(`${SEG(0)}A.${SEG(1)}B.${SEG(2)}C.${SEG(3)}D.`, sources)).toEqual(['A.', 'B.', 'C.', undefined]);
    // A repeated marker makes both copies doubtful.
    expect(decodeBatch(`${SEG(0)}A.${SEG(1)}B.${SEG(1)}X.${SEG(2)}C.${SEG(3)}D.${END}`, sources)).toEqual([
      'A.',
      undefined,
      'C.',
      'D.',
    ]);
    expect(decodeBatch('', sources)).toEqual([undefined, undefined, undefined, undefined]);
  });
});

describe('tidy', () => {
  it('restores the source whitespace around the translation and collapses dropped-word gaps', () => {
    expect(tidy(' Le di los libros.  Canta,  cantó. ', '  I gave him the books. He sings, she sang.\n')).toBe(
      '  Le di los libros. Canta, cantó.\n',
    );
    expect(tidy('a  b', 'x  y')).toBe('a  b');
  });
});
