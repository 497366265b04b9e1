import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TermEntry } from '../../glossary/term-base.ts';
import { translateSegments } from '../../pipeline/translate-segments.ts';
import type { EngineBatch, TranslationEngine } from '../engine.ts';
import { ApertiumEngine } from './apertium-engine.ts';

/**
 * Terms through the offline engine keep the grammar around them: per target language, sentences
 * with a term base, each with what a grammatical translation says around the term.
 */
interface Case {
  text: string;
  /** The determiners, adjectives and predicates that agree with the term. */
  expected: RegExp;
  /** The pair itself gets this wrong, with a noun of its own dictionary in the term's place. */
  pairMistake?: string;
}
interface LanguageSet {
  source: string;
  target: string;
  terms: TermEntry[];
  cases: Case[];
}

const SETS: LanguageSet[] = [
  {
    source: 'en',
    target: 'es',
    terms: [
      { source: 'bill', target: 'factura' },
      { source: 'bills', target: 'facturas' },
      { source: 'dashboard', target: 'consola' },
      { source: 'ticket', target: 'incidencia' },
      { source: 'feature', target: 'funcionalidad' },
    ],
    cases: [
      { text: 'The bill is ready.', expected: /^La factura está (lista|a punto)\.$/ },
      { text: 'Send the new bill today.', expected: /la (nueva factura|factura nueva)/ },
      { text: 'I saw a ticket.', expected: /una incidencia/ },
      { text: 'The bills are red.', expected: /^Las facturas son rojas\.$/ },
      { text: 'The dashboard of the company is slow.', expected: /^La consola de la empresa es lenta\.$/ },
      { text: 'This feature is new.', expected: /^Esta funcionalidad es nueva\.$/ },
      { text: 'He wrote about the bill.', expected: /sobre la factura/ },
      { text: 'The price of the ticket is high.', expected: /de la incidencia/ },
      { text: 'Open the dashboard.', expected: /la consola/ },
      {
        text: 'The old bills were paid.',
        expected: /[Ll]as (viejas facturas|facturas viejas) (fueron|estuvieron) pagadas/,
      },
    ],
  },
  {
    source: 'es',
    target: 'fr',
    terms: [
      { source: 'ordenador', target: 'ordinateur' },
      { source: 'empresa', target: 'société' },
      { source: 'coche', target: 'voiture' },
      { source: 'coches', target: 'voitures' },
      { source: 'equipo', target: 'équipe' },
    ],
    cases: [
      { text: 'El ordenador es nuevo.', expected: /^L'ordinateur est nouveau\.$/ },
      { text: 'La empresa es grande.', expected: /^La société est grande\.$/ },
      { text: 'El coche es rojo.', expected: /^La voiture est rouge\.$/ },
      { text: 'Compré un coche nuevo.', expected: /une (nouvelle voiture|voiture nouvelle)/ },
      { text: 'Los coches son blancos.', expected: /^Les voitures sont blanches\.$/ },
      {
        text: 'El equipo está cansado.',
        expected: /^L'équipe est fatiguée\.$/,
        pairMistake: 'El coche está cansado. → La voiture est fatigué.',
      },
      { text: 'Hablo del ordenador.', expected: /de l'ordinateur/ },
      { text: 'Vamos al ordenador.', expected: /à l'ordinateur/ },
      { text: 'El precio del coche es alto.', expected: /de la voiture/ },
      { text: 'Este equipo es bueno.', expected: /^Cette équipe est bonne\.$/ },
    ],
  },
  {
    source: 'es',
    target: 'it',
    terms: [
      { source: 'coche', target: 'macchina' },
      { source: 'estudiante', target: 'studente' },
      { source: 'empresa', target: 'azienda' },
      { source: 'equipo', target: 'squadra' },
      { source: 'cuenta', target: 'conto' },
    ],
    cases: [
      { text: 'El coche es rojo.', expected: /^La macchina è rossa\.$/ },
      { text: 'El estudiante es alto.', expected: /^Lo studente è alto\.$/ },
      { text: 'La empresa es grande.', expected: /^L'azienda è grande\.$/ },
      { text: 'El equipo es bueno.', expected: /^La squadra è buona\.$/ },
      { text: 'La cuenta es nueva.', expected: /^Il conto è nuovo\.$/ },
      { text: 'Hablo del estudiante.', expected: /dello studente/ },
      { text: 'Compré un coche nuevo.', expected: /una (nuova macchina|macchina nuova)/ },
      {
        text: 'El precio de la empresa es alto.',
        expected: /^Il prezzo dell'azienda è alto\.$/,
        pairMistake: 'El precio de la casa es alto. → Il prezzo della casa è alta.',
      },
      { text: 'Veo un estudiante.', expected: /uno studente/ },
      {
        text: 'Este equipo está cansado.',
        expected: /^Questa squadra (è|sta) stanca\.$/,
        pairMistake: 'Este coche está cansado. → Questa macchina sta stanco.',
      },
    ],
  },
  {
    source: 'es',
    target: 'pt',
    terms: [
      { source: 'coche', target: 'viatura' },
      { source: 'coches', target: 'viaturas' },
      { source: 'ordenador', target: 'máquina' },
      { source: 'empresa', target: 'negócio' },
      { source: 'cuenta', target: 'fatura' },
    ],
    cases: [
      { text: 'El coche es rojo.', expected: /^A viatura é vermelha\.$/ },
      { text: 'Los coches son blancos.', expected: /^As viaturas são brancas\.$/ },
      { text: 'El ordenador es nuevo.', expected: /^A máquina é nova\.$/ },
      { text: 'La empresa es pequeña.', expected: /^O negócio é pequeno\.$/ },
      {
        text: 'El precio del coche es alto.',
        expected: /^O preço da viatura é alto\.$/,
        pairMistake: 'El precio del viaje es alto. → O preço da viagem é alta.',
      },
      { text: 'Hablo del ordenador.', expected: /da máquina/ },
      { text: 'Compré un coche nuevo.', expected: /uma (nova viatura|viatura nova)/ },
      { text: 'La cuenta está pagada.', expected: /^A fatura está paga/ },
      { text: 'Vamos al ordenador.', expected: /à máquina/ },
      { text: 'Este coche es viejo.', expected: /^Esta viatura é velha\.$/ },
    ],
  },
  {
    source: 'en',
    target: 'ca',
    terms: [
      { source: 'bill', target: 'factura' },
      { source: 'company', target: 'empresa' },
      { source: 'computer', target: 'ordinador' },
      { source: 'car', target: 'màquina' },
      { source: 'cars', target: 'màquines' },
    ],
    cases: [
      { text: 'The bill is ready.', expected: /^La factura (està|és) (llesta|a punt)\.$/ },
      { text: 'The company is big.', expected: /^L'empresa és gran\.$/ },
      { text: 'The computer is new.', expected: /^L'ordinador és nou\.$/ },
      {
        text: 'The car is red.',
        expected: /^La màquina és vermella\.$/,
        pairMistake: 'The window is red. → La finestra és vermell.',
      },
      { text: 'The cars are white.', expected: /^Les màquines són blanques\.$/ },
      { text: 'I speak about the company.', expected: /(de|sobre) l'empresa/ },
      { text: 'The price of the computer is high.', expected: /de l'ordinador/ },
      { text: 'I bought a new car.', expected: /una (nova màquina|màquina nova)/ },
      { text: 'This bill is old.', expected: /^Aquesta factura és (vella|antiga)\.$/ },
      { text: 'We go to the computer.', expected: /a l'ordinador/ },
    ],
  },
];

/** The engine without the terms' tags: what the pipeline did before terms were inflected. */
function placeholdersOnly(engine: TranslationEngine): TranslationEngine {
  return {
    ...engine,
    id: engine.id,
    kind: engine.kind,
    maxBatchChars: engine.maxBatchChars,
    languagePairs: () => engine.languagePairs(),
    supports: (source, target) => engine.supports(source, target),
    translate: ({ termTags: _ignored, ...batch }: EngineBatch, signal) => engine.translate(batch, signal),
  };
}

async function translateSet(engine: TranslationEngine, set: LanguageSet): Promise<string[]> {
  const segments = set.cases.map((c, i) => ({ id: `s${i}`, text: c.text }));
  const termBase = { sourceLanguage: set.source, targetLanguage: set.target, entries: set.terms };
  const report = await translateSegments(segments, { engine, source: set.source, target: set.target, termBase });
  return report.translations.map((t) => t.text);
}

describe('terms through Apertium agree with the words around them', () => {
  let engine: ApertiumEngine;
  beforeAll(async () => {
    engine = await ApertiumEngine.start({ pairs: ['eng-spa', 'es-fr', 'spa-ita', 'es-pt', 'eng-cat'] });
  }, 120_000);
  afterAll(() => engine?.close());

  for (const set of SETS) {
    it(`${set.source} → ${set.target}`, async () => {
      const before = await translateSet(placeholdersOnly(engine), set);
      const after = await translateSet(engine, set);
      const good = (texts: string[]) => texts.filter((text, i) => set.cases[i]!.expected.test(text)).length;
      console.log(
        `${set.source} → ${set.target}: grammatical before ${good(before)}/${set.cases.length}, after ${good(after)}/${set.cases.length}\n` +
          set.cases.map((c, i) => `  ${c.text}\n    before: ${before[i]}\n    after:  ${after[i]}`).join('\n'),
      );
      const expected = set.cases.filter((c) => !c.pairMistake).map((c) => c.text);
      expect(set.cases.filter((c, i) => c.expected.test(after[i]!)).map((c) => c.text)).toEqual(
        expect.arrayContaining(expected),
      );
      expect(good(after)).toBeGreaterThan(good(before));
    }, 60_000);
  }
});
