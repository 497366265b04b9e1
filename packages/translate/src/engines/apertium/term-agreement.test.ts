import { describe, expect, it } from 'vitest';
import { parseUnits } from './dictionary.ts';
import { fitBeforeTerm } from './term-agreement.ts';
import { guessNounClass, nounClassOf } from './term-nouns.ts';

const fs = { gender: 'f', number: 'sg' } as const;
const ms = { gender: 'm', number: 'sg' } as const;
const mp = { gender: 'm', number: 'pl' } as const;

describe('fitBeforeTerm', () => {
  it('elides and contracts before a vowel in French, Catalan and Italian', () => {
    expect(fitBeforeTerm('fr', 'La <x1/> est grande.', '<x1/>', 'entreprise', fs)).toBe("L'<x1/> est grande.");
    expect(fitBeforeTerm('fr', 'Je parle du <x1/>.', '<x1/>', 'ordinateur', ms)).toBe("Je parle de l'<x1/>.");
    expect(fitBeforeTerm('fr', 'Ce <x1/> est bon.', '<x1/>', 'ordinateur', ms)).toBe('Cet <x1/> est bon.');
    expect(fitBeforeTerm('fr', 'Cette <x1/> est bonne.', '<x1/>', 'équipe', fs)).toBe('Cette <x1/> est bonne.');
    expect(fitBeforeTerm('fr', 'Les <x1/>', '<x1/>', 'ordinateurs', mp)).toBe('Les <x1/>');
    expect(fitBeforeTerm('ca', 'Anem al <x1/>.', '<x1/>', 'ordinador', ms)).toBe("Anem a l'<x1/>.");
    expect(fitBeforeTerm('ca', 'la <x1/>', '<x1/>', 'universitat', fs)).toBe('la <x1/>');
    expect(fitBeforeTerm('it', 'Il prezzo della <x1/>', '<x1/>', 'azienda', fs)).toBe("Il prezzo dell'<x1/>");
    expect(fitBeforeTerm('pt-BR', 'a <x1/>', '<x1/>', 'empresa', fs)).toBe('a <x1/>');
  });

  it('uses lo, uno, gli before s + consonant and z in Italian masculine words', () => {
    expect(fitBeforeTerm('it', 'Il <x1/> è alto.', '<x1/>', 'studente', ms)).toBe('Lo <x1/> è alto.');
    expect(fitBeforeTerm('it', 'Vedo un <x1/>.', '<x1/>', 'zaino', ms)).toBe('Vedo uno <x1/>.');
    expect(fitBeforeTerm('it', 'dei <x1/>', '<x1/>', 'studenti', mp)).toBe('degli <x1/>');
    expect(fitBeforeTerm('it', 'una <x1/>', '<x1/>', 'scuola', fs)).toBe('una <x1/>');
  });

  it('writes e and u for y and o in Spanish', () => {
    expect(fitBeforeTerm('es', 'agua y <x1/>', '<x1/>', 'hierro', ms)).toBe('agua y <x1/>');
    expect(fitBeforeTerm('es', 'padre y <x1/>', '<x1/>', 'hijo', ms)).toBe('padre e <x1/>');
    expect(fitBeforeTerm('es', 'siete o <x1/>', '<x1/>', 'ocho', ms)).toBe('siete u <x1/>');
  });

  it('leaves a text without the tag or with another word before it', () => {
    expect(fitBeforeTerm('fr', 'Rien ici.', '<x1/>', 'entreprise', fs)).toBe('Rien ici.');
    expect(fitBeforeTerm('fr', 'Grande <x1/>', '<x1/>', 'entreprise', fs)).toBe('Grande <x1/>');
  });
});

describe('noun classes', () => {
  it('takes the gender and number of the first noun of an analysed term', () => {
    const [units = []] = parseUnits('^factura/factura<n><f><sg>/facturar<vblex><pri><p3><sg>$\n');
    expect(nounClassOf(units.map((u) => u.readings))).toEqual({ gender: 'f', number: 'sg' });
    const [phrase = []] = parseUnits('^de/de<pr>$ ^pedidos/pedido<n><m><pl>$\n');
    expect(nounClassOf(phrase.map((u) => u.readings))).toEqual({ gender: 'm', number: 'pl' });
    const [unknown = []] = parseUnits('^viatura/*viatura$\n');
    expect(unknown[0]?.readings).toEqual([]);
    expect(nounClassOf(unknown.map((u) => u.readings))).toBeUndefined();
    // Both genders ("el/la estudiante"): nothing to go by.
    expect(nounClassOf([['estudiante<n><m><sg>', 'estudiante<n><f><sg>']])).toBeUndefined();
  });

  it('guesses from clear endings only', () => {
    expect(guessNounClass('pt', 'viatura')).toEqual({ gender: 'f', number: 'sg' });
    expect(guessNounClass('pt', 'viaturas')).toEqual({ gender: 'f', number: 'pl' });
    expect(guessNounClass('es', 'configuración')).toEqual({ gender: 'f', number: 'sg' });
    expect(guessNounClass('fr', 'paramétrage')).toEqual({ gender: 'm', number: 'sg' });
    expect(guessNounClass('it', 'cliente')).toBeUndefined();
    expect(guessNounClass('es', 'Glossa Cloud')).toBeUndefined();
    expect(guessNounClass('es', 'Glossa')).toBeUndefined();
  });
});
