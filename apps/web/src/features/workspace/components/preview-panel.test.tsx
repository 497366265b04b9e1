import { CHAT_PATHS, type PreviewSentence } from '@glossa/contracts/chat';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { documentConversation, sentences, textConversation } from '../../../test-support/chat-fixtures.ts';
import { fakeServer, Refusal } from '../../../test-support/fake-server.ts';
import { renderInApp } from '../../../test-support/render-in-app.tsx';
import { named, text } from '../../../test-support/texts.ts';
import { PreviewPanel } from './preview-panel.tsx';

const pair = (n: number, edited = false): PreviewSentence => ({
  segmentId: `s${n}`,
  source: `Sentence ${n}`,
  target: `Phrase ${n}`,
  edited,
});

/** Page n of the conversation's sentence pairs, 45 in all. */
const pages = ({ pageNum }: Record<string, unknown>) => {
  const first = (Number(pageNum) - 1) * 20 + 1;
  const count = Math.min(20, 45 - first + 1);
  return sentences(
    Array.from({ length: count }, (_, index) => pair(first + index)),
    45,
    Number(pageNum),
  );
};

const shownPairs = () =>
  screen
    .getAllByTestId('sentence-pair')
    .map((item) => [
      item.querySelector('.sentence-source')?.textContent,
      item.querySelector('.sentence-target')?.textContent,
    ]);

describe('the preview', () => {
  it('lists the sentence pairs, each source beside its translation, marking edited ones', async () => {
    const server = fakeServer({ [CHAT_PATHS.versions]: [], [CHAT_PATHS.preview]: sentences([pair(1), pair(2, true)]) });
    await renderInApp(<PreviewPanel detail={textConversation()} versionId={undefined} onVersionChange={() => {}} />);
    expect(await screen.findAllByTestId('sentence-pair')).toHaveLength(2);
    expect(shownPairs()).toEqual([
      ['Sentence 1', 'Phrase 1'],
      ['Sentence 2', `Phrase 2${text('chat:preview.edited')}`],
    ]);
    expect(screen.getAllByText('Phrase 1')[0]).toHaveAttribute('lang', 'fr');
    expect(server.bodiesOf(CHAT_PATHS.preview)).toEqual([{ conversationId: 'c1', pageNum: 1, pageSize: 20 }]);
    // One page: no pager.
    expect(screen.queryByRole('listitem', { name: '2' })).not.toBeInTheDocument();
  });

  it('shows what the checks found beside a sentence: an error in red, a warning in gold', async () => {
    const checked: PreviewSentence = {
      ...pair(1),
      issues: [
        { kind: 'number', detail: '42', severity: 'error' },
        { kind: 'term', detail: 'orchard → HUERTO', severity: 'warning' },
      ],
    };
    fakeServer({ [CHAT_PATHS.versions]: [], [CHAT_PATHS.preview]: sentences([checked, pair(2)]) });
    await renderInApp(<PreviewPanel detail={textConversation()} versionId={undefined} onVersionChange={() => {}} />);
    const [first, second] = await screen.findAllByTestId('sentence-pair');
    const checks = within(first as HTMLElement).getByTestId('sentence-checks');
    expect(within(checks).getByText(text('chat:qa.kinds.number'))).toHaveAttribute('data-severity', 'error');
    expect(within(checks).getByText(text('chat:qa.kinds.term'))).toHaveAttribute('data-severity', 'warning');
    expect(checks).toHaveAccessibleName(
      text('chat:qa.label', { details: `${text('chat:qa.kinds.number')}, ${text('chat:qa.kinds.term')}` }),
    );
    expect(within(second as HTMLElement).queryByTestId('sentence-checks')).not.toBeInTheDocument();
  });

  it('pages through a long translation', async () => {
    const server = fakeServer({ [CHAT_PATHS.versions]: [], [CHAT_PATHS.preview]: pages });
    const { user } = await renderInApp(
      <PreviewPanel detail={textConversation()} versionId={undefined} onVersionChange={() => {}} />,
    );
    expect(await screen.findAllByTestId('sentence-pair')).toHaveLength(20);
    await user.click(screen.getByTitle('3'));
    await vi.waitFor(() => expect(shownPairs()[0]).toEqual(['Sentence 41', 'Phrase 41']));
    expect(screen.getAllByTestId('sentence-pair')).toHaveLength(5);
    expect(server.bodiesOf(CHAT_PATHS.preview).map((body) => body.pageNum)).toEqual([1, 3]);
  });

  it('says so when nothing is translated yet', async () => {
    fakeServer({ [CHAT_PATHS.versions]: [], [CHAT_PATHS.preview]: sentences([]) });
    await renderInApp(<PreviewPanel detail={textConversation()} versionId={undefined} onVersionChange={() => {}} />);
    expect(await screen.findByText(text('chat:preview.empty'))).toBeInTheDocument();
  });

  it('offers to try again when the pairs could not be loaded', async () => {
    const server = fakeServer({
      [CHAT_PATHS.versions]: [],
      [CHAT_PATHS.preview]: new Refusal(500, 'Server trouble', 500),
    });
    const { user } = await renderInApp(
      <PreviewPanel detail={textConversation()} versionId={undefined} onVersionChange={() => {}} />,
    );
    expect(await screen.findByText(text('chat:preview.loadFailed'))).toBeInTheDocument();
    server.route(CHAT_PATHS.preview, sentences([pair(1)]));
    await user.click(screen.getByRole('button', { name: text('chat:retry') }));
    expect(await screen.findByText('Phrase 1')).toBeInTheDocument();
  });

  it('edits one sentence in place, in a version of its own, and shows the saved translation', async () => {
    const shown = [pair(1), pair(2)];
    const onVersionChange = vi.fn();
    const server = fakeServer({
      [CHAT_PATHS.versions]: [],
      // The server's pages: the new version has the edit.
      [CHAT_PATHS.preview]: () => sentences(shown),
      [CHAT_PATHS.editSentence]: ({ segmentId, text: edited }) => {
        shown[1] = { segmentId: String(segmentId), source: 'Sentence 2', target: String(edited), edited: true };
        return { ...shown[1], versionId: 'v2', version: 2 };
      },
    });
    const { user } = await renderInApp(
      <PreviewPanel detail={textConversation()} versionId="v1" onVersionChange={onVersionChange} />,
    );
    const second = (await screen.findAllByTestId('sentence-pair'))[1] as HTMLElement;
    await user.click(within(second).getByRole('button', { name: named('chat:edit.sentence') }));
    const editor = within(second).getByRole('textbox', { name: text('chat:edit.label') });
    expect(editor).toHaveValue('Phrase 2');
    await user.clear(editor);
    await user.type(editor, 'Deuxième phrase');
    await user.click(within(second).getByRole('button', { name: text('chat:save') }));

    await vi.waitFor(() =>
      expect(shownPairs()[1]).toEqual(['Sentence 2', `Deuxième phrase${text('chat:preview.edited')}`]),
    );
    // Made on version 1, with the wording the editor showed; the preview goes on with the edit's version.
    expect(server.bodiesOf(CHAT_PATHS.editSentence)).toEqual([
      { conversationId: 'c1', versionId: 'v1', segmentId: 's2', text: 'Deuxième phrase', expected: 'Phrase 2' },
    ]);
    expect(onVersionChange).toHaveBeenCalledWith('v2');
  });

  it('offers an edit to the repeats of its source, then takes it back', async () => {
    const server = fakeServer({
      [CHAT_PATHS.versions]: [],
      [CHAT_PATHS.preview]: sentences([pair(1), pair(2)]),
      [CHAT_PATHS.editSentence]: ({ segmentId, text: edited }) => ({
        segmentId,
        source: 'Sentence 1',
        target: edited,
        edited: true,
        versionId: 'v2',
        version: 2,
        repeats: 3,
      }),
      [CHAT_PATHS.propagateEdit]: { versionId: 'v2', version: 2, changed: 3, undoToken: 'token-1' },
      [CHAT_PATHS.undoPropagation]: { restored: 2, skipped: 1 },
      [CHAT_PATHS.enter]: textConversation(),
    });
    const { user } = await renderInApp(
      <PreviewPanel detail={textConversation()} versionId="v1" onVersionChange={() => {}} />,
    );
    const first = (await screen.findAllByTestId('sentence-pair'))[0] as HTMLElement;
    await user.click(within(first).getByRole('button', { name: named('chat:edit.sentence') }));
    await user.clear(within(first).getByRole('textbox'));
    await user.type(within(first).getByRole('textbox'), 'Une phrase');
    await user.click(within(first).getByRole('button', { name: text('chat:save') }));
    expect(await within(first).findByText(text('chat:repeats.offer', { count: 3 }))).toBeInTheDocument();
    await user.click(within(first).getByRole('button', { name: text('chat:repeats.apply') }));
    expect(await within(first).findByText(text('chat:repeats.applied', { count: 3 }))).toBeInTheDocument();
    expect(server.bodiesOf(CHAT_PATHS.propagateEdit)).toEqual([
      { conversationId: 'c1', versionId: 'v2', segmentId: 's1' },
    ]);
    await user.click(within(first).getByRole('button', { name: text('chat:repeats.undo') }));
    expect(await screen.findByText(text('chat:repeats.undone', { count: 2 }))).toBeInTheDocument();
    expect(await screen.findByText(text('chat:repeats.kept', { count: 1 }))).toBeInTheDocument();
    expect(server.bodiesOf(CHAT_PATHS.undoPropagation)).toEqual([{ conversationId: 'c1', undoToken: 'token-1' }]);
    expect(within(first).queryByTestId('repeat-done')).not.toBeInTheDocument();
  });

  it('lists the versions, shows one, and the changes between two', async () => {
    const versions = [
      { versionId: 'v3', number: 3, kind: 'edit', parentNumber: 1, madeBy: 'user', edited: 1, ready: true },
      { versionId: 'v2', number: 2, kind: 'refinement', parentNumber: 1, madeBy: 'llm', edited: 0, ready: true },
      { versionId: 'v1', number: 1, kind: 'translation', parentNumber: null, madeBy: 'llm', edited: 0, ready: true },
    ].map((version) => ({ ...version, createdAt: '2026-12-02T10:00:00Z', updatedAt: '2026-12-02T10:05:00Z' }));
    const onVersionChange = vi.fn();
    const server = fakeServer({
      [CHAT_PATHS.versions]: versions,
      [CHAT_PATHS.preview]: sentences([pair(1)]),
      [CHAT_PATHS.versionDiff]: {
        records: [{ segmentId: 's1', source: 'Sentence 1', before: 'Phrase 1', after: 'Phrase une' }],
        total: 1,
        pageNum: 1,
        pageSize: 20,
      },
    });
    const { user } = await renderInApp(
      <PreviewPanel detail={textConversation()} versionId="v3" onVersionChange={onVersionChange} />,
    );
    expect(await screen.findByTestId('version-choice')).toHaveTextContent(
      `${text('chat:versions.name', { number: 3 })} · ${text('chat:versions.kinds.edit')}`,
    );
    await user.click(screen.getByText(text('chat:versions.title')));
    const items = await screen.findAllByTestId('version-item');
    expect(items).toHaveLength(3);
    expect(items[0]).toHaveTextContent(text('chat:versions.shown'));
    expect(items[0]).toHaveTextContent(text('chat:versions.from', { number: 1 }));
    // Version 3 is compared with the one it was made from.
    const change = await screen.findByTestId('version-changes');
    expect(within(change).getByText('Phrase 1').tagName).toBe('DEL');
    expect(within(change).getByText('Phrase une').tagName).toBe('INS');
    expect(server.bodiesOf(CHAT_PATHS.versionDiff)[0]).toMatchObject({ fromVersionId: 'v1', toVersionId: 'v3' });
    await user.click(within(items[1] as HTMLElement).getByRole('button', { name: text('chat:versions.show') }));
    expect(onVersionChange).toHaveBeenCalledWith('v2');
    expect(await screen.findByTestId('sentence-pair')).toBeInTheDocument();
  });

  it('never saves an empty sentence, and Cancel keeps the old one', async () => {
    const server = fakeServer({ [CHAT_PATHS.versions]: [], [CHAT_PATHS.preview]: sentences([pair(1)]) });
    const { user } = await renderInApp(
      <PreviewPanel detail={textConversation()} versionId={undefined} onVersionChange={() => {}} />,
    );
    await user.click(await screen.findByRole('button', { name: named('chat:edit.sentence') }));
    await user.clear(screen.getByRole('textbox'));
    await user.click(screen.getByRole('button', { name: text('chat:save') }));
    expect(await screen.findByText(text('chat:edit.empty'))).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: text('chat:cancel') }));
    expect(shownPairs()).toEqual([['Sentence 1', 'Phrase 1']]);
    expect(server.bodiesOf(CHAT_PATHS.editSentence)).toEqual([]);
  });

  it('shows the typed source text of a text conversation', async () => {
    fakeServer({ [CHAT_PATHS.versions]: [], [CHAT_PATHS.preview]: sentences([pair(1)]) });
    const { user } = await renderInApp(
      <PreviewPanel detail={textConversation()} versionId={undefined} onVersionChange={() => {}} />,
    );
    await user.click(screen.getByText(text('chat:preview.source')));
    expect(await screen.findByText('The sea is calm')).toHaveAttribute('dir', 'auto');
    expect(screen.queryByTestId('sentence-pair')).not.toBeInTheDocument();
  });

  it('names a document’s original and tells when it has expired', async () => {
    fakeServer({ [CHAT_PATHS.versions]: [], [CHAT_PATHS.preview]: sentences([pair(1)]) });
    const detail = documentConversation();
    const { user, unmount } = await renderInApp(
      <PreviewPanel detail={detail} versionId={undefined} onVersionChange={() => {}} />,
    );
    await user.click(screen.getByText(text('chat:preview.source')));
    expect(screen.getByText('report.docx')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: named('chat:preview.downloadSource') })).toBeInTheDocument();
    expect(screen.getByText(text('chat:preview.sourceInPairs'))).toBeInTheDocument();
    unmount();

    const file = detail.messages[0]?.blocks[0];
    if (file?.type === 'file') file.attributes.expired = true;
    const again = await renderInApp(<PreviewPanel detail={detail} versionId={undefined} onVersionChange={() => {}} />);
    await again.user.click(screen.getByText(text('chat:preview.source')));
    expect(screen.getByText(text('chat:file.expired'))).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: named('chat:preview.downloadSource') })).not.toBeInTheDocument();
  });

  it('closes when asked, in the reader’s language', async () => {
    fakeServer({ [CHAT_PATHS.versions]: [], [CHAT_PATHS.preview]: sentences([pair(1)]) });
    const onClose = vi.fn();
    const { user } = await renderInApp(
      <PreviewPanel detail={textConversation()} versionId={undefined} onVersionChange={() => {}} onClose={onClose} />,
      {
        locale: 'zhcn',
      },
    );
    expect(screen.getByRole('region', { name: '预览' })).toBeInTheDocument();
    expect(screen.getByText('句对')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /关闭预览/ }));
    expect(onClose).toHaveBeenCalledOnce();
  });
});
