import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { linearBound, timeGrowth } from '../../test/linear-time.ts';
import {
  checkSegment,
  type QaIssue,
  type QaIssueKind,
  type QaOptions,
  qaReportCsv,
  segmentReview,
} from './qa-checks.ts';

const enDe: QaOptions = { sourceLanguage: 'en', targetLanguage: 'de' };
const to = (targetLanguage: string): QaOptions => ({ sourceLanguage: 'en', targetLanguage });

/** The issues of one kind only, so each test names what it is about. */
const only = (kind: QaIssueKind, source: string, target: string | null, options: QaOptions = enDe): QaIssue[] =>
  checkSegment(source, target, options).filter((issue) => issue.kind === kind);

describe('checkSegment', () => {
  it('finds nothing in a good translation', () => {
    expect(
      checkSegment(
        '<g1>Save</g1> 1,234.5 kg of {item} for %1$s.',
        '<g1>Speichern</g1> Sie 1.234,5 kg {item} für %1$s.',
        {
          ...enDe,
          terms: [{ source: 'save', target: 'speichern' }],
          maxLength: 100,
        },
      ),
    ).toEqual([]);
  });

  describe('untranslated', () => {
    it('is an error for a null, empty or tags-only target, and the only issue then', () => {
      const untranslated = [{ kind: 'untranslated', detail: '', severity: 'error' }];
      expect(checkSegment('Hello 5 <g1>x</g1>', null, enDe)).toEqual(untranslated);
      expect(checkSegment('Hello', '', enDe)).toEqual(untranslated);
      expect(checkSegment('Hello', ' <g1> </g1>', enDe)).toEqual(untranslated);
    });
  });

  describe('tag', () => {
    it('reports lost and extra tags as errors', () => {
      expect(only('tag', '<g1>Bold</g1> and <x2/>', '<g1>Fett</g1> und')).toEqual([
        { kind: 'tag', detail: '<x2/>', severity: 'error' },
      ]);
      expect(only('tag', '<g1>Bold</g1>', '<g1>Fett</g1><x3/>')).toEqual([
        { kind: 'tag', detail: '<x3/>', severity: 'error' },
      ]);
    });

    it('reports a lost closing tag once, not again as a pair left open', () => {
      expect(only('tag', '<g1>Hello</g1> you', '<g1>Hallo du')).toEqual([
        { kind: 'tag', detail: '</g1>', severity: 'error' },
      ]);
    });

    it('reports broken nesting with the tag that breaks it', () => {
      expect(only('tag', '<g1>a <g2>b</g2></g1>', '<g1>a <g2>b</g1></g2>')).toEqual([
        { kind: 'tag', detail: '</g1>', severity: 'error' },
      ]);
    });

    it('warns when pairs open in another order, and accepts moved self-closing tags', () => {
      expect(only('tag', '<g1>a</g1> <g2>b</g2>', '<g2>b</g2> <g1>a</g1>')).toEqual([
        { kind: 'tag', detail: '<g2>', severity: 'warning' },
      ]);
      expect(only('tag', '<x1/> a <x2/>', '<x2/> a <x1/>')).toEqual([]);
    });
  });

  describe('placeholder', () => {
    it('keeps printf, ICU, brace and template placeholders exactly', () => {
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the literal ${count} placeholder is under test
      const template = '${count}';
      const source = `Hi {0} {name} %s %1$d {{user}} ${template}`;
      expect(only('placeholder', source, `Hallo {0} {name} %s %1$d {{user}} ${template}`)).toEqual([]);
      expect(only('placeholder', source, 'Hallo {1} {Name} %s %d {{user}} $count')).toEqual(
        ['{0}', '{name}', '%1$d', template, '{1}', '{Name}', '%d'].map((detail) => ({
          kind: 'placeholder',
          detail,
          severity: 'error',
        })),
      );
    });

    it('does not count placeholder digits as numbers, nor "50% off" as a placeholder', () => {
      expect(checkSegment('Page {0} of %2$d', 'Seite {0} von %2$d', enDe)).toEqual([]);
      expect(only('placeholder', '50% discount', '50 % Rabatt')).toEqual([]);
    });
  });

  describe('number', () => {
    it('checks numbers across formatting and scripts, and units', () => {
      expect(only('number', 'Costs 1,234.5 for 5 kg', 'Kostet 1.234,5 für 5 kg')).toEqual([]);
      expect(only('number', 'Only 3 left', 'تبقى ٣ فقط', to('ar'))).toEqual([]);
      expect(only('number', 'Costs 1,234.5 for 5 kg', 'Kostet 1.234 für 5 g')).toEqual([
        { kind: 'number', detail: '1,234.5', severity: 'error' },
        { kind: 'number', detail: '1.234', severity: 'warning' },
        { kind: 'number', detail: 'kg', severity: 'warning' },
      ]);
    });

    it('reads numbers split by a formatting tag as one, and an inline object as a break', () => {
      expect(only('number', '<g1>1,234</g1>.5', '1.234,5')).toEqual([]);
      expect(only('number', '1<x1/>2', '12<x1/>')).toHaveLength(3);
    });
  });

  describe('term and doNotTranslate', () => {
    const terms = [
      { source: 'file', target: 'Datei' },
      { source: 'Glossa', target: '', doNotTranslate: true },
      { source: '文件', target: 'file' },
    ];

    it('wants the rendering of each term found in the source, inflected or not', () => {
      expect(only('term', 'Open the File.', 'Öffnen Sie die Dateien.', { ...enDe, terms })).toEqual([]);
      expect(only('term', 'Open the file.', 'Öffnen Sie das Dokument.', { ...enDe, terms })).toEqual([
        { kind: 'term', detail: 'Datei', severity: 'warning' },
      ]);
    });

    it('matches whole words only, but inside text for scripts without spaces', () => {
      expect(only('term', 'A profile.', 'Ein Profil.', { ...enDe, terms })).toEqual([]);
      expect(
        only('term', '打开文件夹', 'Open the folder', { sourceLanguage: 'zh', targetLanguage: 'en', terms }),
      ).toEqual([{ kind: 'term', detail: 'file', severity: 'warning' }]);
    });

    it('wants "do not translate" terms unchanged, case included', () => {
      const options = { ...enDe, terms };
      expect(only('doNotTranslate', 'Use glossa now.', 'Nutzen Sie Glossa jetzt.', options)).toEqual([]);
      expect(only('doNotTranslate', 'Use glossa now.', 'Nutzen Sie glossa jetzt.', options)).toEqual([]);
      expect(only('doNotTranslate', 'Use glossa now.', 'Nutzen Sie GLOSSA jetzt.', options)).toHaveLength(1);
      expect(only('doNotTranslate', 'Use Glossa now.', 'Nutzen Sie glossa jetzt.', options)).toEqual([
        { kind: 'doNotTranslate', detail: 'Glossa', severity: 'error' },
      ]);
    });
  });

  describe('sameAsSource', () => {
    it('warns on a copied sentence of more than three words between two languages', () => {
      expect(only('sameAsSource', 'Click here to continue.', 'Click here to continue.')).toEqual([
        { kind: 'sameAsSource', detail: 'Click here to continue.', severity: 'warning' },
      ]);
      expect(
        only('sameAsSource', '我们今天去商店买东西。', '我们今天去商店买东西。', {
          sourceLanguage: 'zh',
          targetLanguage: 'ja',
        }),
      ).toHaveLength(1);
    });

    it('stays quiet for short texts, codes, URLs, numbers and variants of one language', () => {
      expect(only('sameAsSource', 'Glossa Pro Edition', 'Glossa Pro Edition')).toEqual([]);
      expect(only('sameAsSource', 'https://example.com/a/b/c/d 1.2.3', 'https://example.com/a/b/c/d 1.2.3')).toEqual(
        [],
      );
      expect(only('sameAsSource', '{0} {1} {2} {3} {4}', '{0} {1} {2} {3} {4}')).toEqual([]);
      const sameLanguage = { sourceLanguage: 'en-US', targetLanguage: 'en-GB' };
      expect(only('sameAsSource', 'Click here to continue.', 'Click here to continue.', sameLanguage)).toEqual([]);
    });

    it("checks a sentence whose source language is still 'auto' (detection was unsure) instead of throwing", () => {
      for (const sourceLanguage of ['auto', 'not a tag', '']) {
        const options = { sourceLanguage, targetLanguage: 'es' };
        expect(
          only('sameAsSource', 'The annual report is ready.', 'The annual report is ready.', options),
        ).toHaveLength(1);
        expect(checkSegment('The annual report is ready.', 'El informe anual está listo.', options)).toEqual([]);
      }
    });
  });

  describe('length', () => {
    it('counts characters without tags against maxLength', () => {
      const options = { ...enDe, maxLength: 5 };
      expect(only('length', 'Hello', '<g1>Hallo</g1>', options)).toEqual([]);
      expect(only('length', 'Hello', 'Hallo!', options)).toEqual([
        { kind: 'length', detail: '6/5', severity: 'error' },
      ]);
      expect(only('length', 'Smile', '😀😀😀😀😀', options)).toEqual([]);
      // Per line: a subtitle's two lines (a line break tag, or a newline) are held to the limit each.
      expect(only('length', 'Hi<x1/>there', 'Hallo<x1/>da', options)).toEqual([]);
      expect(only('length', 'Hi\nthere', 'Hallo\nda', options)).toEqual([]);
      expect(only('length', 'Hi<x1/>there', 'Hallo<x1/>dadada', options)).toEqual([
        { kind: 'length', detail: '6/5', severity: 'error' },
      ]);
    });
  });

  describe('doubleSpace and whitespace', () => {
    it('warns on doubled spaces the source does not have', () => {
      expect(only('doubleSpace', 'a b', 'ein  Ding')).toEqual([
        { kind: 'doubleSpace', detail: 'ein  Ding', severity: 'warning' },
      ]);
      expect(only('doubleSpace', 'a  b', 'ein  Ding')).toEqual([]);
      // A formatting tag between two spaces leaves them side by side on the page; an inline object does not.
      expect(only('doubleSpace', 'a b', 'ein <g1> Ding</g1>')).toHaveLength(1);
      expect(only('doubleSpace', 'a <x1/> b', 'ein <x1/> Ding')).toEqual([]);
    });

    it('wants the leading and trailing white space of the source', () => {
      expect(only('whitespace', ' Hello\n', ' Hallo\n')).toEqual([]);
      expect(only('whitespace', ' Hello\n', 'Hallo ')).toEqual([
        { kind: 'whitespace', detail: 'leading " "', severity: 'warning' },
        { kind: 'whitespace', detail: 'trailing "\\n"', severity: 'warning' },
      ]);
    });
  });

  describe('punctuation', () => {
    it("wants the source's ending in the target language's way", () => {
      expect(only('punctuation', 'Done.', 'Fertig.')).toEqual([]);
      expect(only('punctuation', 'Done.', 'Fertig')).toEqual([
        { kind: 'punctuation', detail: '.', severity: 'warning' },
      ]);
      expect(only('punctuation', 'Really?', 'Wirklich?!')).toEqual([]);
      expect(only('punctuation', 'He said "yes."', 'Er sagte „ja.“')).toEqual([]);
      expect(only('punctuation', 'Wait...', 'Warte…')).toEqual([]);
      expect(only('punctuation', 'Hello', 'Hallo.')).toEqual([]);
      expect(only('punctuation', 'First; then', 'Erst; dann')).toEqual([]);
      expect(only('punctuation', 'Why?', 'Γιατί;', to('el'))).toEqual([]);
    });

    it('knows Chinese, Japanese, Arabic, Spanish and Thai endings', () => {
      expect(only('punctuation', 'Where is it?', '它在哪里？', to('zh'))).toEqual([]);
      expect(only('punctuation', 'Where is it?', '它在哪里?', to('zh'))).toEqual([
        { kind: 'punctuation', detail: '？', severity: 'warning' },
      ]);
      expect(only('punctuation', 'Done.', '完了しました。', to('ja'))).toEqual([]);
      expect(only('punctuation', 'Where?', 'أين؟', to('ar'))).toEqual([]);
      expect(only('punctuation', 'Where?', 'أين?', to('ar'))).toHaveLength(1);
      expect(only('punctuation', 'Where is it?', '¿Dónde está?', to('es'))).toEqual([]);
      expect(only('punctuation', 'It is done.', 'เสร็จแล้ว', to('th'))).toEqual([]);
    });

    it('warns when French lacks the no-break space before high punctuation', () => {
      expect(only('punctuation', 'Where is it?', 'Où est-il\u202F?', to('fr'))).toEqual([]);
      expect(only('punctuation', 'Note: yes!', 'Note\u00A0: oui\u202F!', to('fr'))).toEqual([]);
      expect(only('punctuation', 'Where is it?', 'Où est-il ?', to('fr'))).toEqual([
        { kind: 'punctuation', detail: '\u202F?', severity: 'warning' },
      ]);
      expect(only('punctuation', 'Where is it?', 'Où est-il?', to('fr'))).toHaveLength(1);
      expect(only('punctuation', 'Note: yes', 'Note: oui', to('fr'))).toEqual([
        { kind: 'punctuation', detail: '\u00A0:', severity: 'warning' },
      ]);
      // Times and URLs are no punctuation; Canadian French spaces only the colon.
      expect(only('punctuation', 'At 12:30 on https://a.b', 'À 12:30 sur https://a.b', to('fr'))).toEqual([]);
      expect(only('punctuation', 'Where is it?', 'Où est-il?', to('fr-CA'))).toEqual([]);
    });
  });

  describe('capital', () => {
    it('warns when the target starts lower case where the source starts upper case', () => {
      expect(only('capital', 'Hello', 'hallo')).toEqual([{ kind: 'capital', detail: 'H', severity: 'warning' }]);
      expect(only('capital', 'Where?', '¿dónde?', to('es'))).toHaveLength(1);
      expect(only('capital', 'Where?', '¿Dónde?', to('es'))).toEqual([]);
      expect(only('capital', 'iPhone', 'iPhone')).toEqual([]);
    });

    it('ignores scripts without case and texts starting with a number', () => {
      expect(only('capital', 'Hello', 'こんにちは', to('ja'))).toEqual([]);
      expect(only('capital', '3 Apples', '3 äpfel')).toEqual([]);
    });
  });

  it.each([
    ['mixed runs', '1,2.3 4\u202F5,6  {%1$ {{x ${ <g1<x1/ %  ?!:; word A word ١٢٫ <g1> '],
    ['a term met again and again', 'word '],
    ['digits and separators', '123,4.5\u202F'],
  ])('runs in time in step with the length of hostile text: %s', async (_, piece) => {
    // Runs that make backtracking patterns retry (digits and separators, spaces, braces and percent
    // signs without their ends, tags that never close, punctuation without spaces) and a term on
    // every other word. Only the ratio of the times is checked, never a time.
    const options: QaOptions = { ...to('fr'), terms: [{ source: 'word', target: 'mot' }], maxLength: 10 };
    const make = (size: number) => {
      const text = piece.repeat(Math.ceil(size / piece.length)).slice(0, size);
      return { source: text, target: `${text.replaceAll('word', 'mot')}</g1>` };
    };
    const { ratio } = await timeGrowth(make, ({ source, target }) => checkSegment(source, target, options), 10_000, {
      factor: 10,
      runs: 3,
    });
    expect(ratio).toBeLessThan(linearBound(10));
  });
});

describe('segmentReview', () => {
  const terms = [
    { source: 'invoice', target: 'Rechnung' },
    { source: 'Glossa', target: 'Glossa', doNotTranslate: true },
  ];
  it('names the term base entries the source holds, once each, and the findings', () => {
    const review = segmentReview('The <g1>invoice</g1> from Glossa and the invoice.', 'Die Faktura von Glossa.', {
      ...enDe,
      terms,
    });
    expect(review.terms).toEqual([
      { source: 'invoice', target: 'Rechnung', doNotTranslate: false },
      { source: 'Glossa', target: 'Glossa', doNotTranslate: true },
    ]);
    expect(review.issues.map((issue) => issue.kind)).toContain('term');
  });

  it('has no findings for a sentence not translated yet, and no hits without a term base', () => {
    expect(segmentReview('The invoice.', null, { ...enDe, terms })).toMatchObject({ issues: [] });
    expect(segmentReview('The invoice.', 'Die Rechnung.', enDe)).toEqual({ issues: [], terms: [] });
  });
});

describe('qaReportCsv', () => {
  const rows = [
    {
      position: 1,
      segmentId: 's1',
      source: '=SUM(A1), "quoted"\r\nnext',
      target: '-1 left',
      issues: [
        { kind: 'number', detail: '+1', severity: 'error' },
        { kind: 'capital', detail: 'S', severity: 'warning' },
      ] satisfies QaIssue[],
    },
    { position: 2, segmentId: 's2', source: 'fine', target: 'gut', issues: [] },
    {
      position: 3,
      segmentId: '@s3',
      source: 'a\tb',
      target: '\tx',
      issues: [{ kind: 'untranslated', detail: '', severity: 'error' }] satisfies QaIssue[],
    },
  ];

  it('writes a header and one CRLF-ended line per issue, quoting as RFC 4180 does', () => {
    const csv = qaReportCsv(rows);
    expect(csv.startsWith('position,segment_id,kind,severity,detail,source,target\r\n')).toBe(true);
    expect(csv).toContain('1,s1,number,error,\'+1,"\'=SUM(A1), ""quoted""\r\nnext",\'-1 left\r\n');
    expect(csv.endsWith('\r\n')).toBe(true);
    expect(parse(csv)).toEqual([
      ['position', 'segment_id', 'kind', 'severity', 'detail', 'source', 'target'],
      ['1', 's1', 'number', 'error', "'+1", '\'=SUM(A1), "quoted"\r\nnext', "'-1 left"],
      ['1', 's1', 'capital', 'warning', 'S', '\'=SUM(A1), "quoted"\r\nnext', "'-1 left"],
      ['3', "'@s3", 'untranslated', 'error', '', 'a\tb', "'\tx"],
    ]);
  });

  it('is the header alone when no segment has an issue', () => {
    expect(qaReportCsv([])).toBe('position,segment_id,kind,severity,detail,source,target\r\n');
  });
});
