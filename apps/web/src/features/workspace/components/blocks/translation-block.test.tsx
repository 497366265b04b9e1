import { CHAT_PATHS } from '@glossa/contracts/chat';
import { ERRORS } from '@glossa/contracts/errors';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { sentences, translation } from '../../../../test-support/chat-fixtures.ts';
import { fakeServer, Refusal } from '../../../../test-support/fake-server.ts';
import { renderInApp } from '../../../../test-support/render-in-app.tsx';
import { named, text } from '../../../../test-support/texts.ts';
import { TranslationBlock } from './translation-block.tsx';

type Props = Parameters<typeof TranslationBlock>[0];

function block(props: Partial<Props> = {}) {
  const calls = { onEditDone: vi.fn(), onOpenPreview: vi.fn() };
  const element = (
    <TranslationBlock
      block={translation('La mer est calme')}
      conversationId="c1"
      document={false}
      language="en-US"
      editing={false}
      {...calls}
      {...props}
    />
  );
  return { element, calls };
}

const facts = { format: 'docx', pages: 3, words: 1234, segments: 40, detectedLanguage: 'en', options: {} };

describe('the translation block', () => {
  it('shows a text translation as quotable text in the target language', async () => {
    fakeServer();
    await renderInApp(block().element);
    const shown = screen.getByTestId('translation');
    expect(shown).toHaveTextContent('La mer est calme');
    expect(shown).toHaveAttribute('lang', 'fr');
    expect(shown).toHaveAttribute('data-quotable');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('sums a document up: what the file held, the beginning kept as markdown, and the way to the whole', async () => {
    fakeServer();
    const { element, calls } = block({
      document: true,
      block: translation('# Rapport\n\n- la mer\n- le ciel', 40),
      facts: { ...facts, engine: 'llm', agent: 'general' },
    });
    const { user } = await renderInApp(element);
    expect(screen.getByText(text('chat:parsing.pages')).nextSibling).toHaveTextContent('3');
    expect(screen.getByText(text('chat:parsing.words')).nextSibling).toHaveTextContent('1,234');
    expect(screen.getByRole('heading', { name: 'Rapport' })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['la mer', 'le ciel']);
    expect(screen.getByText(text('chat:translation.beginning'))).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: named('chat:translation.openFull') }));
    expect(calls.onOpenPreview).toHaveBeenCalledOnce();
  });

  it('offers only the preview for a document with nothing translated yet, and leaves out pages a format lacks', async () => {
    fakeServer();
    await renderInApp(
      block({
        document: true,
        block: translation('', 40),
        facts: { ...facts, pages: null, engine: 'llm', agent: 'general' },
      }).element,
    );
    expect(screen.queryByTestId('translation')).not.toBeInTheDocument();
    expect(screen.queryByText(text('chat:parsing.pages'))).not.toBeInTheDocument();
    expect(screen.getByText(text('chat:parsing.words'))).toBeInTheDocument();
    expect(screen.getByRole('button', { name: named('chat:translation.openFull') })).toBeInTheDocument();
  });

  it('shows the AI tokens the run used beside the estimate given before it, once it used any', async () => {
    fakeServer();
    const tokens = { prompt: 9_800, answer: 3_100, estimated: 13_500 };
    await renderInApp(block({ document: true, facts: { ...facts, engine: 'llm', agent: 'general', tokens } }).element);
    const fact = screen.getByTestId('document-fact-tokens');
    expect(fact).toHaveTextContent(text('chat:parsing.tokens'));
    expect(fact.querySelector('dd')).toHaveTextContent(
      `12,900${text('chat:parsing.tokensEstimated', { formatted: '13,500' })}`,
    );
  });

  it('states how much of each part was translated once the document is done, never rounding up', async () => {
    fakeServer();
    const coverage = [
      { part: 'body' as const, letters: 2000, translated: 2000 },
      { part: 'notes' as const, letters: 300, translated: 300 },
      { part: 'masters' as const, letters: 1000, translated: 996 },
    ];
    await renderInApp(
      block({ document: true, facts: { ...facts, engine: 'llm', agent: 'general', coverage } }).element,
    );
    const line = screen.getByRole('group', { name: text('chat:coverage.label') });
    expect(line).toHaveTextContent(`${text('chat:coverage.parts.body')} 100%`);
    expect(screen.getByTestId('coverage-notes')).toHaveTextContent(`${text('chat:coverage.parts.notes')} 100%`);
    expect(screen.getByTestId('coverage-masters')).toHaveTextContent(`${text('chat:coverage.parts.masters')} 99%`);
  });

  it('names no tokens before the first answer', async () => {
    fakeServer();
    const tokens = { prompt: 0, answer: 0, estimated: 13_500 };
    await renderInApp(block({ document: true, facts: { ...facts, engine: 'llm', agent: 'general', tokens } }).element);
    expect(screen.queryByTestId('document-fact-tokens')).not.toBeInTheDocument();
    expect(screen.getByTestId('document-fact-words')).toBeInTheDocument();
  });

  it('writes the figures as the reader’s language does', async () => {
    fakeServer();
    await renderInApp(
      block({ document: true, language: 'ar-SA', facts: { ...facts, engine: 'llm', agent: 'general' } }).element,
      { locale: 'arsa' },
    );
    expect(screen.getByText('الكلمات').nextSibling).toHaveTextContent('١٬٢٣٤');
    expect(screen.getByRole('button', { name: /قراءة الترجمة كاملة/ })).toBeInTheDocument();
  });

  it('saves an edited one-sentence translation through its sentence', async () => {
    const server = fakeServer({
      [CHAT_PATHS.preview]: sentences([
        { segmentId: 's1', source: 'The sea is calm', target: 'La mer est calme', edited: false },
      ]),
      [CHAT_PATHS.editSentence]: ({ text: edited }) => ({
        segmentId: 's1',
        source: 'The sea is calm',
        target: edited,
        edited: true,
        versionId: 'v2',
        version: 2,
      }),
    });
    const { element, calls } = block({ editing: true });
    const { user } = await renderInApp(element);
    const editor = screen.getByRole('textbox', { name: text('chat:edit.label') });
    expect(editor).toHaveValue('La mer est calme');
    expect(editor).toHaveFocus();

    await user.clear(editor);
    await user.type(editor, 'La mer est tranquille');
    await user.click(screen.getByRole('button', { name: text('chat:save') }));

    await vi.waitFor(() => expect(calls.onEditDone).toHaveBeenCalledOnce());
    expect(server.bodiesOf(CHAT_PATHS.preview)).toEqual([{ conversationId: 'c1', pageNum: 1, pageSize: 1 }]);
    expect(server.bodiesOf(CHAT_PATHS.editSentence)).toEqual([
      { conversationId: 'c1', segmentId: 's1', text: 'La mer est tranquille', expected: 'La mer est calme' },
    ]);
  });

  it('refuses an empty translation without asking the server', async () => {
    const server = fakeServer();
    const { element, calls } = block({ editing: true });
    const { user } = await renderInApp(element);
    await user.clear(screen.getByRole('textbox'));
    await user.click(screen.getByRole('button', { name: text('chat:save') }));
    expect(await screen.findByText(text('chat:edit.empty'))).toBeInTheDocument();
    expect(server.requests).toEqual([]);
    expect(calls.onEditDone).not.toHaveBeenCalled();
  });

  it('keeps the editor open and says why when the server refuses the edit', async () => {
    fakeServer({
      [CHAT_PATHS.preview]: sentences([{ segmentId: 's1', source: 'The sea', target: 'La mer', edited: false }]),
      [CHAT_PATHS.editSentence]: new Refusal(ERRORS.validation.code, 'The translation is too long'),
    });
    const { element, calls } = block({ editing: true });
    const { user } = await renderInApp(element);
    await user.type(screen.getByRole('textbox'), ' encore');
    await user.click(screen.getByRole('button', { name: text('chat:save') }));
    expect(await screen.findByText('The translation is too long')).toBeInTheDocument();
    expect(screen.getByRole('textbox')).toHaveValue('La mer est calme encore');
    expect(calls.onEditDone).not.toHaveBeenCalled();
  });

  it('says the edit failed when the translation has no sentence to edit', async () => {
    const server = fakeServer({ [CHAT_PATHS.preview]: sentences([]) });
    const { element, calls } = block({ editing: true });
    const { user } = await renderInApp(element);
    await user.click(screen.getByRole('button', { name: text('chat:save') }));
    expect(await screen.findByText(text('chat:edit.failed'))).toBeInTheDocument();
    expect(server.bodiesOf(CHAT_PATHS.editSentence)).toEqual([]);
    expect(calls.onEditDone).not.toHaveBeenCalled();
  });

  it('leaves the translation as it was on Cancel', async () => {
    const server = fakeServer();
    const { element, calls } = block({ editing: true });
    const { user } = await renderInApp(element, { locale: 'zhcn' });
    await user.type(screen.getByRole('textbox', { name: '译文' }), '!');
    await user.click(screen.getByRole('button', { name: '取消' }));
    expect(calls.onEditDone).toHaveBeenCalledOnce();
    expect(server.requests).toEqual([]);
  });
});

describe('the terms line of a translation made with a term base', () => {
  const withTerms = (terms: NonNullable<ReturnType<typeof translation>['attributes']['terms']>) => {
    const value = translation('La factura está lista.');
    return { ...value, attributes: { ...value.attributes, terms } };
  };

  it('says how many terms were applied, lists them source → target, then the ones not used', async () => {
    fakeServer();
    await renderInApp(
      block({
        block: withTerms({
          applied: [
            { source: 'bill', target: 'factura' },
            { source: 'Glossa', target: 'Glossa' },
          ],
          violations: [{ source: 'dashboard', expected: 'consola' }],
        }),
      }).element,
    );
    const applied = screen.getByRole('group', { name: text('chat:terms.applied', { count: 2 }) });
    expect(applied).toHaveTextContent(text('chat:terms.applied', { count: 2 }));
    expect(screen.getAllByTestId('term-applied').map((tag) => tag.textContent)).toEqual([
      'bill→factura',
      'Glossa→Glossa',
    ]);
    const [source, target] = screen.getAllByTestId('term-applied')[0]!.querySelectorAll('[lang]');
    expect(source).toHaveAttribute('lang', 'en');
    expect(target).toHaveAttribute('lang', 'fr');
    const missed = screen.getByRole('group', { name: text('chat:terms.violations', { count: 1 }) });
    expect(missed).toHaveTextContent('dashboard→consola');
    expect(screen.getByTestId('translation')).toHaveTextContent('La factura está lista.');
  });

  it('names one applied term in the singular and shows no violations line when all were used', async () => {
    fakeServer();
    await renderInApp(
      block({ block: withTerms({ applied: [{ source: 'bill', target: 'factura' }], violations: [] }) }).element,
    );
    expect(screen.getByTestId('term-use')).toHaveTextContent(text('chat:terms.applied', { count: 1 }));
    expect(screen.queryByTestId('term-violation')).not.toBeInTheDocument();
  });

  it('points the arrow the way Arabic reads', async () => {
    fakeServer();
    await renderInApp(
      block({ block: withTerms({ applied: [{ source: 'bill', target: 'factura' }], violations: [] }) }).element,
      { locale: 'arsa' },
    );
    expect(screen.getByTestId('term-applied')).toHaveTextContent('bill←factura');
    expect(screen.getByTestId('term-use')).toHaveTextContent(text('chat:terms.applied', { count: 1 }));
  });

  it('shows nothing about terms for a translation without a term base', async () => {
    fakeServer();
    await renderInApp(block().element);
    expect(screen.queryByTestId('term-use')).not.toBeInTheDocument();
  });
});
