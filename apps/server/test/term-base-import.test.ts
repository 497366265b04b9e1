import type { ImportReport } from '@glossa/contracts/term-base';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError, termBaseCaller } from './term-base-client.ts';
import { createTestApp, FALLBACK_BUNDLE, type TestApp } from './test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, FALLBACK_BUNDLE);
});
afterAll(async () => t.close());

async function freshBase(locale = 'enus') {
  const me = termBaseCaller(t, {}, locale);
  const base = await me.create('Import target', 'en', 'de');
  const importCsv = async (csv: string) => {
    const res = await me.call('import', { termBaseId: base.termBaseId, csv });
    expect(res.body, JSON.stringify(res.body)).toMatchObject({ code: 200 });
    return res.body.data as ImportReport;
  };
  const entries = async () => (await me.entries(base.termBaseId, { pageSize: 100 })).records;
  return { me, base, importCsv, entries };
}

describe('CSV import', () => {
  it('reads quoted fields with commas, quotes and line breaks, and flags by header name', async () => {
    const { importCsv, entries } = await freshBase();
    const csv = [
      'Source,Target,Do not translate,Case-sensitive,Note',
      '"Save, then close","Speichern, dann schließen",no,no,"a ""quoted"" note"',
      'Glossa,,yes,yes,brand',
      '"multi',
      'line",mehrzeilig,,,',
    ].join('\r\n');
    expect(await importCsv(csv)).toEqual({ added: 3, updated: 0, skippedCount: 0, skipped: [] });
    expect(await entries()).toMatchObject([
      { source: 'Glossa', target: '', doNotTranslate: true, caseSensitive: true, note: 'brand' },
      { source: 'multi line', target: 'mehrzeilig', doNotTranslate: false },
      { source: 'Save, then close', target: 'Speichern, dann schließen', note: 'a "quoted" note' },
    ]);
  });

  it('strips a byte order mark and detects semicolons and tabs', async () => {
    const semi = await freshBase();
    const report = await semi.importCsv('\uFEFFsource;target\n"Preis; netto";Nettopreis\nHouse;Haus\n');
    expect(report).toMatchObject({ added: 2, skippedCount: 0 });
    expect((await semi.entries()).map((e) => [e.source, e.target])).toEqual([
      ['House', 'Haus'],
      ['Preis; netto', 'Nettopreis'],
    ]);
    const tabs = await freshBase();
    expect(
      await tabs.importCsv('\uFEFFterm\ttranslation\tcomment\nKey, lime\tSchlüssel, Limette\tfruit\n'),
    ).toMatchObject({
      added: 1,
    });
    expect(await tabs.entries()).toMatchObject([{ source: 'Key, lime', target: 'Schlüssel, Limette', note: 'fruit' }]);
  });

  it('takes the first two columns of a file without a header', async () => {
    const { importCsv, entries } = await freshBase();
    expect(await importCsv('cat,Katze\ndog,Hund\n')).toMatchObject({ added: 2 });
    expect((await entries()).map((e) => e.source)).toEqual(['cat', 'dog']);
  });

  it('updates existing terms, and reports skipped rows with their line and reason', async () => {
    const { me, base, importCsv, entries } = await freshBase();
    await me.add(base.termBaseId, { source: 'Invoice', target: 'Rechnung', note: 'finance' });
    await me.add(base.termBaseId, { source: 'Order', target: 'Bestellung' });
    const csv = [
      'source,target',
      'invoice,Faktura',
      'Order,Bestellung',
      ',Leer',
      'Tree,',
      `${'x'.repeat(201)},lang`,
      'Tree,Baum',
      'TREE,Baum2',
      'Car,Auto',
    ].join('\n');
    const report = await importCsv(csv);
    expect(report).toEqual({
      added: 2,
      updated: 1,
      skippedCount: 5,
      skipped: [
        { line: 3, source: 'Order', reason: 'unchanged' },
        { line: 4, source: '', reason: 'sourceMissing' },
        { line: 5, source: 'Tree', reason: 'targetMissing' },
        { line: 6, source: 'x'.repeat(200), reason: 'tooLong' },
        { line: 8, source: 'TREE', reason: 'duplicateInFile' },
      ],
    });
    // A column the file does not have (the note) keeps what the entry had.
    expect(await entries()).toMatchObject([
      { source: 'Car', target: 'Auto' },
      { source: 'invoice', target: 'Faktura', note: 'finance' },
      { source: 'Order', target: 'Bestellung' },
      { source: 'Tree', target: 'Baum' },
    ]);
    expect((await me.list())[0]?.entryCount).toBe(4);
  });

  it('refuses unreadable and oversized files with localised messages', async () => {
    const { me, base } = await freshBase();
    const broken = await me.call('import', {
      termBaseId: base.termBaseId,
      csv: 'source,target\nok,gut\n"never closed,x\n',
    });
    expectError(broken, 400, 10312, 'The file could not be read as CSV (line 3)');
    const big = await me.call('import', {
      termBaseId: base.termBaseId,
      csv: `source,target\n${'a,b\n'.repeat(270_000)}`,
    });
    expectError(big, 413, 10311, 'The CSV file is too large (at most 1 MB)');
    expectError(await me.call('import', { termBaseId: base.termBaseId }), 400, 10312);
    expect((await me.entries(base.termBaseId)).total).toBe(0);
    const french = termBaseCaller(t, { clientId: me.clientId }, 'frfr');
    const again = await french.call('import', { termBaseId: base.termBaseId, csv: '"x' });
    expectError(again, 400, 10312, 'Le fichier n’a pas pu être lu comme CSV (ligne 1)');
  });
});

describe('CSV export', () => {
  it('downloads the entries as a UTF-8 CSV named after the term base, and imports back unchanged', async () => {
    const { me, base, importCsv } = await freshBase();
    await me.call('rename', { termBaseId: base.termBaseId, name: 'Begriffe "Größe"' });
    await me.add(base.termBaseId, { source: 'size, large', target: 'Größe "L"', note: 'line\nbreak' });
    await me.add(base.termBaseId, { source: 'Glossa', target: '', doNotTranslate: true, caseSensitive: true });
    const res = await me.call('export', { termBaseId: base.termBaseId });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="Begriffe _Gr__e_.csv"; filename*=UTF-8''${encodeURIComponent('Begriffe "Größe".csv')}`,
    );
    expect(res.text).toBe(
      '\uFEFFsource,target,do_not_translate,case_sensitive,note\n' +
        'Glossa,,yes,yes,\n' +
        '"size, large","Größe ""L""",no,no,"line\nbreak"\n',
    );
    expect(await importCsv(res.text)).toMatchObject({ added: 0, updated: 0, skippedCount: 2 });
  });
});

describe('limits', () => {
  it('stops an import at the entry limit and refuses one more entry', async () => {
    const { me, base, importCsv } = await freshBase();
    const rows = Array.from({ length: 10_001 }, (_, i) => `term ${i},Begriff ${i}`);
    const report = await importCsv(`source,target\n${rows.join('\n')}\n`);
    expect(report).toMatchObject({ added: 10_000, updated: 0, skippedCount: 1 });
    expect(report.skipped).toEqual([{ line: 10_002, source: 'term 10000', reason: 'limitReached' }]);
    const more = await me.call('addEntry', { termBaseId: base.termBaseId, source: 'one more', target: 'noch einer' });
    expectError(more, 400, 10310, 'A term base can hold at most 10000 entries');
  });

  it('keeps at most 50 term bases per owner', async () => {
    const me = termBaseCaller(t);
    for (let i = 0; i < 50; i++) await me.create(`Base ${i}`);
    const res = await me.call('create', { name: 'Base 50', sourceLanguage: 'en', targetLanguage: 'es' });
    expectError(res, 400, 10304, 'You can keep at most 50 term bases: delete one to create another');
  });
});
