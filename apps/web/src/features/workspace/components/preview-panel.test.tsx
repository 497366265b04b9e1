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
    const server = fakeServer({ [CHAT_PATHS.preview]: sentences([pair(1), pair(2, true)]) });
    await renderInApp(<PreviewPanel detail={textConversation()} />);
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

  it('pages through a long translation', async () => {
    const server = fakeServer({ [CHAT_PATHS.preview]: pages });
    const { user } = await renderInApp(<PreviewPanel detail={textConversation()} />);
    expect(await screen.findAllByTestId('sentence-pair')).toHaveLength(20);
    await user.click(screen.getByTitle('3'));
    await vi.waitFor(() => expect(shownPairs()[0]).toEqual(['Sentence 41', 'Phrase 41']));
    expect(screen.getAllByTestId('sentence-pair')).toHaveLength(5);
    expect(server.bodiesOf(CHAT_PATHS.preview).map((body) => body.pageNum)).toEqual([1, 3]);
  });

  it('says so when nothing is translated yet', async () => {
    fakeServer({ [CHAT_PATHS.preview]: sentences([]) });
    await renderInApp(<PreviewPanel detail={textConversation()} />);
    expect(await screen.findByText(text('chat:preview.empty'))).toBeInTheDocument();
  });

  it('offers to try again when the pairs could not be loaded', async () => {
    const server = fakeServer({ [CHAT_PATHS.preview]: new Refusal(500, 'Server trouble', 500) });
    const { user } = await renderInApp(<PreviewPanel detail={textConversation()} />);
    expect(await screen.findByText(text('chat:preview.loadFailed'))).toBeInTheDocument();
    server.route(CHAT_PATHS.preview, sentences([pair(1)]));
    await user.click(screen.getByRole('button', { name: text('chat:retry') }));
    expect(await screen.findByText('Phrase 1')).toBeInTheDocument();
  });

  it('edits one sentence in place and shows the saved translation', async () => {
    const server = fakeServer({
      [CHAT_PATHS.preview]: sentences([pair(1), pair(2)]),
      [CHAT_PATHS.editSentence]: ({ segmentId, text: edited }) => ({
        segmentId,
        source: 'Sentence 2',
        target: edited,
        edited: true,
      }),
    });
    const { user } = await renderInApp(<PreviewPanel detail={textConversation()} />);
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
    expect(server.bodiesOf(CHAT_PATHS.editSentence)).toEqual([
      { conversationId: 'c1', segmentId: 's2', text: 'Deuxième phrase' },
    ]);
  });

  it('never saves an empty sentence, and Cancel keeps the old one', async () => {
    const server = fakeServer({ [CHAT_PATHS.preview]: sentences([pair(1)]) });
    const { user } = await renderInApp(<PreviewPanel detail={textConversation()} />);
    await user.click(await screen.findByRole('button', { name: named('chat:edit.sentence') }));
    await user.clear(screen.getByRole('textbox'));
    await user.click(screen.getByRole('button', { name: text('chat:save') }));
    expect(await screen.findByText(text('chat:edit.empty'))).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: text('chat:cancel') }));
    expect(shownPairs()).toEqual([['Sentence 1', 'Phrase 1']]);
    expect(server.bodiesOf(CHAT_PATHS.editSentence)).toEqual([]);
  });

  it('shows the typed source text of a text conversation', async () => {
    fakeServer({ [CHAT_PATHS.preview]: sentences([pair(1)]) });
    const { user } = await renderInApp(<PreviewPanel detail={textConversation()} />);
    await user.click(screen.getByText(text('chat:preview.source')));
    expect(await screen.findByText('The sea is calm')).toHaveAttribute('dir', 'auto');
    expect(screen.queryByTestId('sentence-pair')).not.toBeInTheDocument();
  });

  it('names a document’s original and tells when it has expired', async () => {
    fakeServer({ [CHAT_PATHS.preview]: sentences([pair(1)]) });
    const detail = documentConversation();
    const { user, unmount } = await renderInApp(<PreviewPanel detail={detail} />);
    await user.click(screen.getByText(text('chat:preview.source')));
    expect(screen.getByText('report.docx')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: named('chat:preview.downloadSource') })).toBeInTheDocument();
    expect(screen.getByText(text('chat:preview.sourceInPairs'))).toBeInTheDocument();
    unmount();

    const file = detail.messages[0]?.blocks[0];
    if (file?.type === 'file') file.attributes.expired = true;
    const again = await renderInApp(<PreviewPanel detail={detail} />);
    await again.user.click(screen.getByText(text('chat:preview.source')));
    expect(screen.getByText(text('chat:file.expired'))).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: named('chat:preview.downloadSource') })).not.toBeInTheDocument();
  });

  it('closes when asked, in the reader’s language', async () => {
    fakeServer({ [CHAT_PATHS.preview]: sentences([pair(1)]) });
    const onClose = vi.fn();
    const { user } = await renderInApp(<PreviewPanel detail={textConversation()} onClose={onClose} />, {
      locale: 'zhcn',
    });
    expect(screen.getByRole('region', { name: '预览' })).toBeInTheDocument();
    expect(screen.getByText('句对')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /关闭预览/ }));
    expect(onClose).toHaveBeenCalledOnce();
  });
});
