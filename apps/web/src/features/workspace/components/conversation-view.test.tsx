import { CHAT_PATHS, type ConversationDetail } from '@glossa/contracts/chat';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  chatSettings,
  documentConversation,
  message,
  sentences,
  textConversation,
  translation,
} from '../../../test-support/chat-fixtures.ts';
import { conversationServer, runningConversation, stream } from '../../../test-support/conversation-server.ts';
import { Refusal } from '../../../test-support/fake-server.ts';
import { renderInApp } from '../../../test-support/render-in-app.tsx';
import { named, text } from '../../../test-support/texts.ts';
import { FOCUS_ASK_STATE } from '../ask-focus.ts';
import { ConversationView } from './conversation-view.tsx';

describe('the conversation view', () => {
  it('opens a conversation: its title, its languages, what was sent and its translation', async () => {
    const server = conversationServer(textConversation());
    await renderInApp(<ConversationView conversationId="c1" />);
    expect(await screen.findByRole('heading', { level: 1, name: 'The sea is calm' })).toBeInTheDocument();
    expect(await screen.findByTestId('conversation-pair')).toHaveTextContent('English → French');
    expect(screen.getByTestId('user-text')).toHaveTextContent('The sea is calm');
    expect(screen.getByTestId('translation')).toHaveTextContent('La mer est calme');
    expect(screen.getByRole('button', { name: text('chat:actions.copy') })).toBeInTheDocument();
    expect(document.title).toBe(`The sea is calm - ${text('brand.name')}`);
    expect(server.bodiesOf(CHAT_PATHS.enter)).toEqual([{ conversationId: 'c1' }]);
    expect(server.bodiesOf(stream)).toHaveLength(1);
  });

  it('opens with focus in the ask box when the launcher sent it there, and leaves focus alone otherwise', async () => {
    conversationServer(textConversation());
    const { unmount } = await renderInApp(<ConversationView conversationId="c1" />, { state: FOCUS_ASK_STATE });
    await screen.findByTestId('translation');
    await vi.waitFor(() => expect(screen.getByRole('textbox')).toHaveFocus());
    unmount();

    conversationServer(textConversation());
    await renderInApp(<ConversationView conversationId="c1" />);
    await screen.findByTestId('translation');
    expect(screen.getByRole('textbox')).not.toHaveFocus();
  });

  it('writes the translation as the stream brings it, and offers the answer’s actions once it is done', async () => {
    conversationServer(runningConversation(), [
      { type: 'append', messageId: 'assistant-1', path: 'blocks/0', text: ' est' },
      { type: 'append', messageId: 'assistant-1', path: 'blocks/0', text: ' calme' },
      { type: 'status', messageId: 'assistant-1', status: 'done' },
    ]);
    await renderInApp(<ConversationView conversationId="c1" />);
    expect(await screen.findByText('La mer est calme')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: text('chat:actions.copy') })).toBeInTheDocument();
    // The turn is over: Send is back in place of Stop.
    expect(screen.getByRole('button', { name: text('chat:ask.send') })).toBeInTheDocument();
  });

  it('stops a running turn from the ask box', async () => {
    const server = conversationServer(runningConversation(), [], { [CHAT_PATHS.pause]: {} });
    const { user } = await renderInApp(<ConversationView conversationId="c1" />);
    await user.click(await screen.findByRole('button', { name: text('chat:ask.stop') }));
    expect(server.bodiesOf(CHAT_PATHS.pause)).toEqual([{ conversationId: 'c1' }]);
    // The turn shows as stopped at once, with the way to go on.
    expect(await screen.findByText(text('chat:progress.stopped'))).toBeInTheDocument();
    expect(screen.getByRole('button', { name: text('chat:progress.continue') })).toBeInTheDocument();
  });

  it('quotes a passage selected in the answer and asks about it', async () => {
    const server = conversationServer(textConversation(), [], { [CHAT_PATHS.send]: {} });
    const { user } = await renderInApp(<ConversationView conversationId="c1" />);
    const answer = await screen.findByTestId('translation');
    const words = answer.firstChild as Text;
    const range = document.createRange();
    range.setStart(words, 0);
    range.setEnd(words, 'La mer'.length);
    window.getSelection()?.addRange(range);

    await user.click(await screen.findByRole('button', { name: named('chat:ask.quoteAction') }));
    expect(screen.getByTestId('ask-quote')).toHaveTextContent('La mer');
    const input = screen.getByPlaceholderText(text('chat:ask.placeholderQuote'));
    expect(input).toHaveFocus();

    await user.type(input, 'Why "mer"?{Enter}');
    expect(server.bodiesOf(CHAT_PATHS.send)).toEqual([
      { conversationId: 'c1', kind: 'quote', content: 'Why "mer"?', quote: 'La mer' },
    ]);
    expect(screen.queryByTestId('ask-quote')).not.toBeInTheDocument();
  });

  it('offers no quoting of what the user wrote', async () => {
    conversationServer(textConversation());
    await renderInApp(<ConversationView conversationId="c1" />);
    const own = await screen.findByTestId('user-text');
    const range = document.createRange();
    range.selectNodeContents(own);
    window.getSelection()?.addRange(range);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('button', { name: named('chat:ask.quoteAction') })).not.toBeInTheDocument();
  });

  it('opens the whole translation of a document in the preview beside the chat', async () => {
    const server = conversationServer(documentConversation(), [], {
      [CHAT_PATHS.preview]: sentences([{ segmentId: 's1', source: 'Report', target: 'Rapport', edited: false }]),
      [CHAT_PATHS.versions]: [],
    });
    const { user } = await renderInApp(<ConversationView conversationId="c1" />);
    expect(await screen.findByRole('heading', { level: 1, name: 'report.docx' })).toBeInTheDocument();
    expect(screen.queryByTestId('preview-panel')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: named('chat:translation.openFull') }));
    const preview = await screen.findByRole('region', { name: text('chat:preview.title') });
    expect(await within(preview).findByText('Rapport')).toBeInTheDocument();
    expect(server.bodiesOf(CHAT_PATHS.preview)).toEqual([{ conversationId: 'c1', pageNum: 1, pageSize: 20 }]);
    await user.click(screen.getByRole('button', { name: text('chat:preview.close'), pressed: true }));
    expect(screen.queryByTestId('preview-panel')).not.toBeInTheDocument();
  });

  it('tells a conversation that does not exist (or is not this reader’s) and leads to a new chat', async () => {
    conversationServer(textConversation(), [], { [CHAT_PATHS.enter]: new Refusal(404, 'Not found', 404) });
    const { user, router } = await renderInApp(<ConversationView conversationId="c1" />, { path: '/enus/chat/c1' });
    expect(await screen.findByText(text('chat.notFoundTitle'))).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: text('nav.newChat') }));
    expect(router.state.location.pathname).toBe('/enus');
  });

  it('offers to try again when the conversation could not be loaded', async () => {
    const server = conversationServer(textConversation(), [], {
      [CHAT_PATHS.enter]: new Refusal(500, 'The database is resting', 500),
    });
    const { user } = await renderInApp(<ConversationView conversationId="c1" />);
    expect(await screen.findByText(text('chat:loadFailed'))).toBeInTheDocument();
    expect(screen.getByText('The database is resting')).toBeInTheDocument();
    server.route(CHAT_PATHS.enter, textConversation());
    await user.click(screen.getByRole('button', { name: text('chat:retry') }));
    expect(await screen.findByTestId('translation')).toHaveTextContent('La mer est calme');
  });

  it('keeps the reading and says why asking is off when the server has no AI model, in Chinese', async () => {
    conversationServer(textConversation(), [], { [CHAT_PATHS.settings]: chatSettings({ chatAvailable: false }) });
    await renderInApp(<ConversationView conversationId="c1" />, { locale: 'zhcn' });
    expect(await screen.findByTestId('translation')).toHaveTextContent('La mer est calme');
    expect(
      await screen.findByText('提问、润色和总结需要 AI 模型，本服务器尚未接入。翻译本身无需 AI 模型。'),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox')).toBeDisabled();
    expect(screen.getByRole('button', { name: '打开预览' })).toBeInTheDocument();
  });
});

describe('a typed text whose language was guessed', () => {
  /** "Hola" left to detection, which guessed Spanish without being sure; English and Japanese the other candidates. */
  function guessedConversation(): ConversationDetail {
    const detail = textConversation({ sourceLanguage: 'auto' });
    detail.messages = [
      message('user', [{ type: 'text', content: 'Hola' }]),
      message('assistant', [
        {
          type: 'translation',
          content: 'Bonjour',
          attributes: {
            sourceLanguage: 'auto',
            targetLanguage: 'fr',
            segments: 1,
            guessedSource: { language: 'es', candidates: ['en', 'ja'] },
          },
        },
      ]),
    ];
    return detail;
  }

  it('names the guess as a guess and translates again from another language in one click', async () => {
    const created = textConversation({ conversationId: 'c2' });
    const server = conversationServer(guessedConversation(), [], { [CHAT_PATHS.create]: created });
    const { user, router } = await renderInApp(<ConversationView conversationId="c1" />);
    const pair = await screen.findByTestId('conversation-pair');
    expect(pair).toHaveTextContent(`${text('chat:detection.guessed', { language: 'Spanish' })} → French`);
    // Under the translation: named as a guess, with the change that translates it again.
    const guess = screen.getByTestId('source-guess');
    expect(guess).toHaveTextContent(
      text('chat:detection.translatedFrom', { language: text('chat:detection.guessed', { language: 'Spanish' }) }),
    );
    await user.click(within(guess).getByRole('button', { name: new RegExp(text('chat:detection.change')) }));
    const menu = await screen.findByRole('menu');
    // The detector's other candidates first, then the popular languages; never the guess or the target.
    const offered = within(menu)
      .getAllByRole('menuitem')
      .map((item) => item.textContent);
    expect(offered.slice(0, 2)).toEqual([
      text('chat:detection.translateFrom', { language: 'English' }),
      text('chat:detection.translateFrom', { language: 'Japanese' }),
    ]);
    expect(offered).not.toContain(text('chat:detection.translateFrom', { language: 'Spanish' }));
    expect(offered).not.toContain(text('chat:detection.translateFrom', { language: 'French' }));
    await user.click(within(menu).getByText(text('chat:detection.translateFrom', { language: 'English' })));
    await vi.waitFor(() =>
      expect(server.bodiesOf(CHAT_PATHS.create)).toEqual([
        { overseasConversationModule: 'text', text: 'Hola', sourceLanguage: 'en', targetLanguage: 'fr' },
      ]),
    );
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/enus/chat/c2'));
  });

  it('offers no change when the language was detected for sure', async () => {
    const detail = textConversation({ sourceLanguage: 'auto' });
    conversationServer(detail);
    await renderInApp(<ConversationView conversationId="c1" />);
    expect(await screen.findByTestId('conversation-pair')).toHaveTextContent(
      `${text('launcher.autoDetected', { language: 'English' })} → French`,
    );
    expect(screen.queryByTestId('source-guess')).not.toBeInTheDocument();
  });

  it('keeps a text quiet: its file is a Download beside Copy, opened when asked, with no card and no guide', async () => {
    const detail = textConversation();
    const download = { fileName: 'The sea is calm.txt', formats: ['txt', 'docx'], modes: ['translated' as const] };
    detail.messages[1] = message('assistant', [
      translation('La mer est calme'),
      { type: 'download', attributes: download },
    ]);
    conversationServer(detail, [], {
      [CHAT_PATHS.initialDownload]: {
        fileName: download.fileName,
        formats: download.formats,
        modes: download.modes,
        defaultFormat: 'txt',
        encryptableFormats: [],
      },
    });
    const { user } = await renderInApp(<ConversationView conversationId="c1" />);
    const answer = await screen.findByTestId('assistant-message');
    expect(within(answer).getByTestId('translation')).toHaveTextContent('La mer est calme');
    expect(within(answer).queryByTestId('download-open')).not.toBeInTheDocument();
    expect(screen.queryByText(text('chat:download.guide'))).not.toBeInTheDocument();
    await user.click(within(answer).getByRole('button', { name: named('chat:download.open') }));
    expect(await screen.findByRole('dialog', { name: text('chat:download.title') })).toBeInTheDocument();
  });

  it('shows a document’s download guide once, then never again', async () => {
    localStorage.clear();
    const detail = documentConversation();
    const download = { fileName: 'report.docx', formats: ['docx'], modes: ['translated' as const] };
    detail.messages[1] = message('assistant', [
      translation('La mer est calme.', 40),
      { type: 'download', attributes: download },
    ]);
    conversationServer(detail, [], { [CHAT_PATHS.preview]: sentences([]) });
    const first = await renderInApp(<ConversationView conversationId="c1" />);
    expect(await screen.findByTestId('download-open')).toBeInTheDocument();
    expect(screen.getByText(text('chat:download.guide'))).toBeInTheDocument();
    first.unmount();
    await renderInApp(<ConversationView conversationId="c1" />);
    expect(await screen.findByTestId('download-open')).toBeInTheDocument();
    expect(screen.queryByText(text('chat:download.guide'))).not.toBeInTheDocument();
  });
});
