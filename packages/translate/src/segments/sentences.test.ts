import { describe, expect, it } from 'vitest';
import { linearBound, timeGrowth } from '../../test/linear-time.ts';
import { validateTags } from './inline-tags.ts';
import { segments } from './segmenter.ts';
import { joinSegments, splitLongSegment, splitSentences } from './sentences.ts';

/** Splits, checks the ranges cover the text exactly, and returns the sentence texts. */
function split(text: string, language = 'en'): string[] {
  const ranges = splitSentences(text, language);
  expect(ranges.map((r) => r.text).join('')).toBe(text);
  ranges.forEach((range, i) => {
    expect(text.slice(range.start, range.end)).toBe(range.text);
    if (i > 0) expect(range.start).toBe(ranges[i - 1]?.end);
  });
  return ranges.map((r) => r.text);
}

describe('splitSentences', () => {
  it('splits plain sentences and keeps the spaces with the sentence before', () => {
    expect(split('One. Two! Three? Four')).toEqual(['One. ', 'Two! ', 'Three? ', 'Four']);
    expect(split('')).toEqual([]);
    expect(split('   ')).toEqual(['   ']);
  });

  it('does not split after abbreviations and initials', () => {
    expect(split('Mr. Smith met Dr. Jones and Prof. Lee on St. Mark St. today. Next.')).toEqual([
      'Mr. Smith met Dr. Jones and Prof. Lee on St. Mark St. today. ',
      'Next.',
    ]);
    expect(split('Fruit, e.g. apples, i.e. food, etc. The U.S. Army vs. Acme Inc. and Foo Ltd. won.')).toHaveLength(1);
    expect(split('See Fig. 3 and pp. 10-12 or p. 4. No. 5 is approx. 3 m. I said no. Then left.')).toEqual([
      'See Fig. 3 and pp. 10-12 or p. 4. ',
      'No. 5 is approx. 3 m. ',
      'I said no. ',
      'Then left.',
    ]);
    expect(split('J. R. R. Tolkien wrote it. Then he slept.')).toEqual([
      'J. R. R. Tolkien wrote it. ',
      'Then he slept.',
    ]);
  });

  it('knows German and French abbreviations', () => {
    expect(split('Das ist z.B. gut, d.h. sehr gut usw. und am 3. Oktober fertig. Dann nicht.', 'de')).toEqual([
      'Das ist z.B. gut, d.h. sehr gut usw. und am 3. Oktober fertig. ',
      'Dann nicht.',
    ]);
    expect(split('M. Dupont et Mme Durand, p. ex. les voisins. Bonjour.', 'fr')).toEqual([
      'M. Dupont et Mme Durand, p. ex. les voisins. ',
      'Bonjour.',
    ]);
  });

  it('does not split inside numbers, URLs, e-mails, code or formulas', () => {
    expect(
      split('Pi is 3.14 and e is 2.718. Visit https://a.example.com/x.html. Then write to a.b@c.io. Done.'),
    ).toEqual([
      'Pi is 3.14 and e is 2.718. ',
      'Visit https://a.example.com/x.html. ',
      'Then write to a.b@c.io. ',
      'Done.',
    ]);
    expect(split('Run `a. B` now. Or $x. Y$ then. End.')).toEqual(['Run `a. B` now. ', 'Or $x. Y$ then. ', 'End.']);
  });

  it('never breaks inside a tag and gives tags to the right sentence', () => {
    expect(split('<g1>Hello.</g1> <g2>World.</g2> <x3/>Next one.<x4/> End')).toEqual([
      '<g1>Hello.</g1> ',
      '<g2>World.</g2> ',
      '<x3/>Next one.<x4/> ',
      'End',
    ]);
    expect(split('<g1>First. Second.</g1>')).toEqual(['<g1>First. ', 'Second.</g1>']);
    expect(split('<x1/><g2></g2>')).toEqual(['<x1/><g2></g2>']);
    expect(split('a < b. C <br> d.')).toEqual(['a < b. ', 'C <br> d.']);
  });

  it('splits CJK at 。！？ and ……', () => {
    expect(split('你好。我是学生！真的吗？好……走吧。', 'zh')).toEqual([
      '你好。',
      '我是学生！',
      '真的吗？',
      '好……',
      '走吧。',
    ]);
    expect(split('今日は。「はい！」と言った。', 'ja')).toEqual(['今日は。', '「はい！」と言った。']);
  });

  it('splits Thai at spaces between Thai words, never inside a tag or next to Latin text', () => {
    expect(split('สวัสดีครับ ผมชื่อจอห์น ผมชอบ iPhone มาก <g1>ข้อความ ตัวหนา</g1> จบ', 'th')).toEqual([
      'สวัสดีครับ ',
      'ผมชื่อจอห์น ',
      'ผมชอบ iPhone มาก ',
      '<g1>ข้อความ ตัวหนา</g1> ',
      'จบ',
    ]);
  });

  it('handles right-to-left text, emoji and combining marks', () => {
    expect(split('مرحبا بالعالم. كيف حالك؟ أنا بخير!', 'ar')).toEqual(['مرحبا بالعالم. ', 'كيف حالك؟ ', 'أنا بخير!']);
    expect(split('Great 👍🏽. Cafe\u0301 time! 👨‍👩‍👧 Done.')).toEqual([
      'Great 👍🏽. ',
      'Cafe\u0301 time! ',
      '👨‍👩‍👧 Done.',
    ]);
  });

  it('falls back to default rules for a language code Intl does not know', () => {
    expect(split('One. Two.', 'auto')).toEqual(['One. ', 'Two.']);
  });

  it('splits 100 KB', () => {
    const text = 'Dr. Smith paid $45.50 at https://a.io/x. <g1>Then</g1> he left, e.g. at 10:30! 你好。'.repeat(1200);
    const sentences = split(text);
    expect(sentences).toHaveLength(3 * 1200);
  });
});

describe('segments', () => {
  it('gives the same sentences in chunks as in one piece', () => {
    const text = 'Dr. Smith left. He said "Stop." Then 3.14 ran! 你好。Wait… what? '.repeat(150);
    const whole = [...new Intl.Segmenter('en', { granularity: 'sentence' }).segment(text)].map((p) => p.index);
    expect([...segments(text, 'en', 'sentence')].map((p) => p.index)).toEqual(whole);
    const long = `${'word '.repeat(1500)}end. Next.`;
    expect([...segments(long, 'en', 'sentence')].map((p) => p.segment)).toEqual([
      `${'word '.repeat(1500)}end. `,
      'Next.',
    ]);
  });

  it('gives the same words in chunks as in one piece', () => {
    const texts = [
      'The quick brown fox, e.g. 3.14 and don’t. '.repeat(120),
      '我们今天去公园玩，然后回家吃饭。'.repeat(200),
      'ภาษาไทยไม่มีการเว้นวรรคระหว่างคำ '.repeat(100),
    ];
    for (const text of texts) {
      const whole = [...new Intl.Segmenter('en', { granularity: 'word' }).segment(text)].map((p) => p.index);
      expect([...segments(text, 'en', 'word')].map((p) => p.index)).toEqual(whole);
    }
  });
});

describe('splitLongSegment and joinSegments', () => {
  const segment = { id: 'p7', text: 'One. <g1>Two. Three.</g1> Four. Five.', context: { kind: 'paragraph' as const } };

  it('returns a short segment as it is', () => {
    expect(splitLongSegment(segment, 'en', 100)).toEqual([segment]);
  });

  it('splits at sentences and keeps a tag pair in one piece', () => {
    const pieces = splitLongSegment(segment, 'en', 12);
    expect(pieces).toEqual([
      { id: 'p7.1', text: 'One. ', context: { kind: 'paragraph' } },
      { id: 'p7.2', text: '<g1>Two. Three.</g1> ', context: { kind: 'paragraph' } },
      { id: 'p7.3', text: 'Four. Five.', context: { kind: 'paragraph' } },
    ]);
    for (const piece of pieces) expect(validateTags(piece.text, piece.text).ok).toBe(true);
    expect(splitLongSegment(segment, 'en', 22).map((p) => p.text)).toEqual([
      'One. ',
      '<g1>Two. Three.</g1> ',
      'Four. Five.',
    ]);
  });

  it('keeps a segment whole when no boundary is outside a pair', () => {
    const bold = { id: 'b', text: '<g1>One. Two. Three.</g1>' };
    expect(splitLongSegment(bold, 'en', 5)).toEqual([bold]);
  });

  it('joins translated pieces in order, restoring spaces engines trimmed', () => {
    const pieces = splitLongSegment(segment, 'en', 12);
    expect(joinSegments('p7', [...pieces].reverse()).text).toBe(segment.text);
    const trimmed = pieces.map((p) => ({ id: p.id, text: p.text.trim() }));
    expect(joinSegments('p7', trimmed, 'de')).toEqual({ id: 'p7', text: segment.text });
    expect(joinSegments('p7', [...trimmed, { id: 'p70.1', text: 'x' }, { id: 'p7.x', text: 'y' }]).text).toBe(
      segment.text,
    );
    expect(
      joinSegments(
        'c',
        [
          { id: 'c.2', text: '走吧。' },
          { id: 'c.1', text: '你好。' },
        ],
        'zh',
      ).text,
    ).toBe('你好。走吧。');
    expect(
      joinSegments(
        't',
        [
          { id: 't.10', text: 'ten' },
          { id: 't.9', text: 'nine' },
        ],
        'th',
      ).text,
    ).toBe('nine ten');
    expect(joinSegments('u', [{ id: 'u', text: 'unsplit' }]).text).toBe('unsplit');
  });

  it('splits and rejoins 100 KB losslessly', () => {
    const text = 'A sentence with <g1>bold</g1> words. Another one here! '.repeat(2000);
    const pieces = splitLongSegment({ id: 's', text }, 'en', 4000);
    expect(pieces.length).toBeGreaterThan(25);
    expect(pieces.every((p) => p.text.length <= 4000)).toBe(true);
    expect(joinSegments('s', pieces).text).toBe(text);
  });
});

describe('splitSentences on long runs', () => {
  it('costs time in step with the length of letters and periods without spaces', async () => {
    const { ratio } = await timeGrowth(
      (size) => `${'a.'.repeat(size / 2)} B`,
      (text) => splitSentences(text, 'en'),
      20_000,
    );
    expect(ratio).toBeLessThan(linearBound());
  });
});
