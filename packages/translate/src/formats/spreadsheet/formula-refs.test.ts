import { describe, expect, it } from 'vitest';
import { quoteSheetName, renameKey, renameSheetRefs } from './formula-refs.ts';

const renames = new Map([
  [renameKey('Sheet1'), 'Hoja 1'],
  [renameKey('Q1 data'), 'Datos T1'],
  [renameKey('Jan'), 'Ene'],
  [renameKey('Mar'), 'Mar'],
  [renameKey('Notes'), "Notas d'equip"],
]);

describe('renameSheetRefs', () => {
  it('rewrites plain, quoted, 3-D and absolute references, quoting where needed', () => {
    expect(renameSheetRefs('Sheet1!A1+SHEET1!$B$2', renames)).toBe("'Hoja 1'!A1+'Hoja 1'!$B$2");
    expect(renameSheetRefs("SUM('Q1 data'!A1:A9)", renames)).toBe("SUM('Datos T1'!A1:A9)");
    expect(renameSheetRefs('SUM(Jan:Mar!B2)', renames)).toBe('SUM(Ene:Mar!B2)');
    expect(renameSheetRefs('Notes!A1', renames)).toBe("'Notas d''equip'!A1");
  });

  it('leaves strings, other workbooks, names, functions and structured references alone', () => {
    const untouched = [
      '"Sheet1!A1"&Sheet2!A1',
      '[1]Sheet1!A1',
      "'[1]Sheet1'!A1",
      'Table1[Sheet1]',
      'SUM(Sheet1Total)',
      'Sheet1',
    ];
    for (const formula of untouched) expect(renameSheetRefs(formula, renames)).toBe(formula);
  });

  it('quotes names that could be read as something else', () => {
    expect(quoteSheetName('Ventas')).toBe('Ventas');
    expect(quoteSheetName('A1')).toBe("'A1'");
    expect(quoteSheetName('R1C1')).toBe("'R1C1'");
    expect(quoteSheetName('2024')).toBe("'2024'");
    expect(quoteSheetName('Año 2024')).toBe("'Año 2024'");
    expect(quoteSheetName('Données')).toBe('Données');
  });
});
