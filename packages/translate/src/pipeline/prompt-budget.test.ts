import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeLlmServer, fakeEndpoint, startFakeLlmServer } from '../../test/fake-llm-server.ts';
import { SEGMENTS_MARKER } from '../engines/llm/batch-prompt.ts';
import { LlmEngine } from '../engines/llm/llm-engine.ts';
import type { TermBase } from '../glossary/term-base.ts';
import { countWords } from '../segments/count-words.ts';
import { stripTags } from '../segments/inline-tags.ts';
import type { Segment } from '../segments/segment.ts';
import { translateSegments } from './translate-segments.ts';

// The token budget of decision 0055, through the real llm engine and a stand-in server.

const SENTENCES = [
  'The committee reviewed the annual budget and approved the new training programme for every regional office.',
  'Each team will report its progress at the end of the quarter, with figures for the costs and the hours spent.',
  'Visitors must sign in at the front desk and wear their badge while they are in the building.',
  'The old bridge over the river will be closed for repairs from the first of May until the end of June.',
];

/** A report: a heading every 8 paragraphs of two or three sentences. */
function report(paragraphs: number): Segment[] {
  return Array.from({ length: paragraphs }, (_, i) => ({
    id: `p${i + 1}`,
    text:
      i % 8 === 0
        ? `Part ${i / 8 + 1}: the annual review`
        : [0, 1, 2]
            .slice(0, 2 + (i % 2))
            .map((k) => SENTENCES[(i + k) % SENTENCES.length])
            .join(' '),
  }));
}

/** A spreadsheet of labels: one to four words a cell. */
function labels(cells: number): Segment[] {
  const words = ['Total', 'Region', 'Unit price', 'Quantity sold', 'Net revenue per month', 'Notes'];
  return Array.from({ length: cells }, (_, i) => ({ id: `c${i + 1}`, text: words[i % words.length]! }));
}

/** Slides: short titles and bullet points under them. */
function slides(count: number): Segment[] {
  return Array.from({ length: count }, (_, i) => ({
    id: `s${i + 1}`,
    text: i % 4 === 0 ? `Quarter ${i / 4 + 1} results` : `${SENTENCES[i % SENTENCES.length]!.split(',')[0]}.`,
  }));
}

let server: FakeLlmServer;
beforeAll(async () => {
  server = await startFakeLlmServer({ recordExchanges: true });
});
afterAll(async () => server.close());

const engine = () => new LlmEngine(fakeEndpoint(server, { concurrency: 16 }));

async function translate(segments: Segment[], termBase?: TermBase) {
  server.resetStats();
  await translateSegments(segments, { engine: engine(), source: 'en', target: 'de', termBase, title: 'Annual review' });
  return server.stats;
}

const firstSegmentOf = (user: string) =>
  (JSON.parse(user.slice(user.indexOf(SEGMENTS_MARKER) + SEGMENTS_MARKER.length)) as { text: string }[])[0]!.text;

describe('the prompt budget of a document (decision 0055)', () => {
  it("sends one system message for all of a document's requests, with its title and every term it holds", async () => {
    const termBase: TermBase = {
      sourceLanguage: 'en',
      targetLanguage: 'de',
      entries: [
        { source: 'committee', target: 'Ausschuss' },
        { source: 'bridge', target: 'Brücke' },
      ],
    };
    const stats = await translate(report(200), termBase);
    expect(stats.exchanges.length).toBeGreaterThan(4);
    const systems = new Set(stats.exchanges.map((exchange) => exchange.system));
    expect(systems.size).toBe(1);
    const [system] = systems;
    expect(system).toContain('Document title: "Annual review"');
    expect(system).toContain('use "Ausschuss" for "committee"');
    expect(system).toContain('use "Brücke" for "bridge"');
  });

  it('sends neighbours only with a batch that starts on a short segment, cut to the characters nearest it', async () => {
    const stats = await translate(report(200));
    const withContext = stats.exchanges.filter((exchange) => exchange.user.includes('Context before'));
    for (const { user } of stats.exchanges) {
      const short = countWords(stripTags(firstSegmentOf(user))) < 12;
      if (!short) expect(user).not.toContain('Context before');
    }
    for (const { user } of withContext) {
      const context = user.slice(0, user.indexOf(SEGMENTS_MARKER));
      expect(context.length).toBeLessThan(2 * 240 + 200);
    }
  });

  it('estimates the tokens of a document within 15% of what the server counts, for three kinds of document', async () => {
    for (const segments of [report(300), labels(400), slides(240)]) {
      const words = countWords(segments.map((segment) => stripTags(segment.text)).join('\n'));
      const estimate = engine().estimate({ words, segments: segments.length, source: 'en', target: 'de' });
      const stats = await translate(segments);
      const counted = stats.usage.promptTokens + stats.usage.completionTokens;
      const estimated = estimate.promptTokens + estimate.answerTokens;
      expect(Math.abs(estimated - counted) / counted, `${segments[0]!.id}: ${estimated} vs ${counted}`).toBeLessThan(
        0.15,
      );
    }
  });
});
