import { deeplTranslateBody } from '@glossa/contracts/deepl-requests';
import { INPUT_LIMITS } from '@glossa/contracts/limits';
import { describe, expect, it } from 'vitest';
import { AppError } from '#http/app-error.ts';
import { readFormFields } from '#http/form-body.ts';
import { deeplStatus } from './deepl-errors.ts';
import { readCsvEntries, readTsvEntries, writeTsvEntries } from './glossary-entries.ts';
import { engineInstructions } from './instructions.ts';
import { catalogueCode, deeplGlossaryCode, deeplSourceCode, deeplTargetCodes } from './language-codes.ts';

describe('DeepL language codes', () => {
  it.each([
    ['EN-GB', 'en'],
    ['en-US', 'en'],
    ['EN', 'en'],
    ['PT-BR', 'pt-BR'],
    ['pt-PT', 'pt-PT'],
    ['PT', 'pt-PT'],
    ['ZH', 'zh-Hans'],
    ['ZH-HANS', 'zh-Hans'],
    ['zh-HANT', 'zh-Hant'],
    ['ES-419', 'es'],
    ['NB', 'nb'],
    ['DE', 'de'],
  ])('target %s is the catalogue’s %s', (code, expected) => {
    expect(catalogueCode(code, 'target_lang')).toBe(expected);
  });

  it('reads source codes without a variant, Portuguese as the catalogue’s default', () => {
    expect(catalogueCode('PT', 'source_lang')).toBe('pt-BR');
    expect(catalogueCode('zh', 'source_lang')).toBe('zh-Hans');
    expect(catalogueCode('JA', 'source_lang')).toBe('ja');
  });

  it('refuses a code the catalogue does not have, naming the field', () => {
    const refused = (() => {
      try {
        catalogueCode('XX', 'target_lang');
      } catch (error) {
        return error as AppError;
      }
    })();
    expect(refused?.errorName).toBe('validation');
    expect(refused?.values).toMatchObject({ field: 'target_lang', issue: 'languageCode' });
  });

  it('answers DeepL’s codes', () => {
    expect(deeplSourceCode('pt-BR')).toBe('PT');
    expect(deeplSourceCode('zh-Hant')).toBe('ZH');
    expect(deeplSourceCode('en')).toBe('EN');
    expect(deeplTargetCodes('en')).toEqual(['EN-GB', 'EN-US']);
    expect(deeplTargetCodes('zh-Hans')).toEqual(['ZH-HANS']);
    expect(deeplTargetCodes('pt-BR')).toEqual(['PT-BR']);
    expect(deeplGlossaryCode('pt-PT')).toBe('pt');
  });
});

describe('DeepL request bodies', () => {
  it('reads a repeated form field as a list and a single one as a string', () => {
    const form = readFormFields('text=Hello&text=World%21&target_lang=DE&__proto__=x', INPUT_LIMITS.formMaxFields);
    expect(form.text).toEqual(['Hello', 'World!']);
    expect(form.target_lang).toBe('DE');
    expect(Object.getPrototypeOf(form)).toBeNull();
    expect(form['__proto__' as string]).toBe('x');
  });

  it('takes one text or many, form flags and JSON booleans', () => {
    const one = deeplTranslateBody.parse({ text: 'Hi', target_lang: 'DE', show_billed_characters: '1' });
    expect(one.text).toEqual(['Hi']);
    expect(one.show_billed_characters).toBe(true);
    const many = deeplTranslateBody.parse({ text: ['a', 'b'], target_lang: 'DE', preserve_formatting: false });
    expect(many.text).toEqual(['a', 'b']);
    expect(many.preserve_formatting).toBe(false);
    expect(deeplTranslateBody.safeParse({ text: [], target_lang: 'DE' }).success).toBe(false);
    expect(deeplTranslateBody.safeParse({ text: 'a', target_lang: 'DE', tag_handling: 'json' }).success).toBe(false);
    expect(deeplTranslateBody.safeParse({ text: 'a', target_lang: 'DE', formality: 'very' }).success).toBe(false);
  });

  it('turns formality, custom instructions and context into instructions', () => {
    expect(engineInstructions({})).toBeUndefined();
    expect(engineInstructions({ formality: 'default' })).toBeUndefined();
    expect(engineInstructions({ formality: 'prefer_more' })).toMatch(/formal register/);
    expect(engineInstructions({ formality: 'less' })).toMatch(/informal register/);
    const all = engineInstructions({
      formality: 'more',
      context: 'A bank statement.',
      custom_instructions: ['Be brief'],
    });
    expect(all?.split('\n')).toEqual([
      expect.stringMatching(/formal/),
      'Be brief',
      expect.stringMatching(/^Context/),
      'A bank statement.',
    ]);
  });
});

describe('DeepL glossary entries', () => {
  it('reads TSV lines, skipping empty ones, and refuses a line without exactly one tab', () => {
    expect(readTsvEntries('hello\thallo\r\n\nworld\tWelt\n')).toEqual([
      { source: 'hello', target: 'hallo' },
      { source: 'world', target: 'Welt' },
    ]);
    expect(() => readTsvEntries('a\tb\nno tab here')).toThrow(AppError);
    expect(() => readTsvEntries('a\tb\tc')).toThrow(AppError);
  });

  it('reads CSV with quotes and optional language columns', () => {
    expect(readCsvEntries('"hello, you",hallo\nworld,Welt,en,de\n')).toEqual([
      { source: 'hello, you', target: 'hallo' },
      { source: 'world', target: 'Welt' },
    ]);
    expect(() => readCsvEntries('only-one-column')).toThrow(AppError);
  });

  it('writes TSV, a term kept as it is translated by itself', () => {
    expect(
      writeTsvEntries([
        { source: 'hello', target: 'hallo', doNotTranslate: false },
        { source: 'Glossa', target: '', doNotTranslate: true },
      ]),
    ).toBe('hello\thallo\nGlossa\tGlossa');
  });
});

describe('DeepL status codes', () => {
  it.each([
    ['apiKeyInvalid', 403],
    ['quotaExhausted', 456],
    ['rateLimited', 429],
    ['tooManyJobs', 429],
    ['notFound', 404],
    ['fileExpired', 404],
    ['validation', 400],
    ['noEngineForPair', 400],
    ['textTooLong', 400],
    ['fileTooLarge', 413],
    ['internal', 500],
  ] as const)('%s answers %i', (name, status) => {
    expect(deeplStatus(new AppError(name))).toBe(status);
  });
});
