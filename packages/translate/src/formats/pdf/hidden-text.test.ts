import { describe, expect, it } from 'vitest';
import { layerReadsWell } from './hidden-text.ts';

describe('an invisible OCR layer', () => {
  it('is trusted when most of its tokens are words, in any script', () => {
    expect(layerReadsWell('The quick brown fox jumps over the lazy dog near the river bank.')).toBe(true);
    expect(layerReadsWell('Der Vertrag (Anlage 2) gilt ab dem 1. März 2026.')).toBe(true);
    expect(layerReadsWell('Стороны заключили настоящий договор о нижеследующем')).toBe(true);
    expect(layerReadsWell('Total 1,250.00 (3.5%) 12/03/2026 $40 –')).toBe(true);
  });

  it('is not trusted when it is garbled', () => {
    expect(layerReadsWell('T#e qu!ck brwn f0x j&mps 0v3r th3 l@zy d*g')).toBe(false);
    expect(layerReadsWell('')).toBe(false);
  });
});
