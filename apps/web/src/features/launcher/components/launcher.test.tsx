import { CHAT_PATHS, type UploadAnswer } from '@glossa/contracts/chat';
import { ERRORS } from '@glossa/contracts/errors';
import { STORAGE_KEYS } from '@glossa/contracts/limits';
import { TERM_BASE_PATHS } from '@glossa/contracts/term-base';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { baseConfig, chatSettings, languages, textConversation } from '../../../test-support/chat-fixtures.ts';
import { type Answer, fakeServer, later, Refusal, type Route } from '../../../test-support/fake-server.ts';
import { renderInApp } from '../../../test-support/render-in-app.tsx';
import { named, text } from '../../../test-support/texts.ts';
import { FOCUS_ASK_STATE } from '../../workspace/index.ts';
import { Launcher } from './launcher.tsx';

const created = { ...textConversation(), conversation: { ...textConversation().conversation, conversationId: 'c9' } };

const uploaded: UploadAnswer = {
  fileId: 'f7',
  fileName: 'notes.txt',
  format: 'txt',
  size: 11,
  pages: null,
  words: 1234,
  segments: 12,
  detectedLanguage: 'en',
  previewText: 'Hello world',
  expiresAt: '2026-04-01T10:00:00.000Z',
  exportFormats: ['txt'],
  pageImages: false,
};

/** A server with an AI model and five chats left today for this visitor; `routes` add to it or replace its answers. */
function launcherServer(routes: Record<string, Route | Answer> = {}) {
  return fakeServer({
    [CHAT_PATHS.settings]: chatSettings(),
    '/system/getBaseConfig': baseConfig(),
    '/system/getLanguages': languages,
    [TERM_BASE_PATHS.list]: [],
    [CHAT_PATHS.create]: created,
    [CHAT_PATHS.upload]: uploaded,
    [CHAT_PATHS.estimate]: { engine: 'llm', requests: 2, promptTokens: 900, answerTokens: 1100, seconds: 40 },
    // Typed texts read as nothing in particular unless a test says otherwise.
    [CHAT_PATHS.detect]: { language: null, confidence: 0, confident: false, candidates: [] },
    ...routes,
  });
}

/** What Translate asks for with the launcher's first choices: detect the language, into Spanish, by the general agent. */
const asked = (fields: Record<string, unknown>) => ({
  sourceLanguage: 'auto',
  targetLanguage: 'es',
  agent: { id: 'general' },
  ...fields,
});

const translateButton = () => screen.getByRole('button', { name: named('launcher.send') });

/** Renders the launcher and switches it to text. */
async function textLauncher(options: Parameters<typeof renderInApp>[1] = {}) {
  const rendered = await renderInApp(<Launcher />, options);
  await rendered.user.click(screen.getByText(text('launcher.typeText')));
  // Translate waits for the server's limits and engines.
  await screen.findByTestId('chats-left');
  return rendered;
}

describe('the launcher', () => {
  it('starts on a document, with the drop zone and Translate waiting for a file', async () => {
    launcherServer();
    await renderInApp(<Launcher />);
    expect(screen.getByRole('radio', { name: text('launcher.typeDocument') })).toBeChecked();
    expect(screen.getByText(text('launcher.documentPlaceholder'))).toBeInTheDocument();
    // The size is isolated, so that it keeps its order in a right-to-left sentence.
    expect(screen.getByText(text('launcher.documentHint', { size: '\u206810 MB\u2069' }))).toBeInTheDocument();
    // What translating costs is said before Translate is pressed, with the chats left.
    expect(await screen.findByTestId('chats-left')).toHaveTextContent(
      `${text('cost.oneChat', { action: text('cost.translate') })} · ${text('launcher.chatsLeft', { count: 5 })}`,
    );
    expect(translateButton()).toBeDisabled();
  });

  it('translates typed text: the text and the pair go to the server, and the new conversation opens', async () => {
    const server = launcherServer();
    const { user, router } = await textLauncher();
    const box = screen.getByRole('textbox', { name: text('launcher.textPlaceholder') });
    expect(translateButton()).toBeDisabled();
    await user.type(box, 'The sea is calm');
    expect(screen.getByTestId('launcher-count')).toHaveTextContent(
      text('launcher.characters', { count: 5000, used: '15', max: '5,000' }),
    );
    await user.click(translateButton());

    expect(server.bodiesOf(CHAT_PATHS.create)).toEqual([
      asked({ overseasConversationModule: 'text', text: 'The sea is calm' }),
    ]);
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/enus/chat/c9'));
    // The conversation opens with focus in its ask box.
    expect(router.state.location.state).toEqual(FOCUS_ASK_STATE);
  });

  it('sends on Enter and starts a new line on Shift+Enter', async () => {
    const server = launcherServer();
    const { user } = await textLauncher();
    const box = screen.getByRole('textbox', { name: text('launcher.textPlaceholder') });
    await user.type(box, 'Line one{Shift>}{Enter}{/Shift}line two');
    expect(server.bodiesOf(CHAT_PATHS.create)).toEqual([]);
    await user.keyboard('{Enter}');
    expect(server.bodiesOf(CHAT_PATHS.create).map((body) => body.text)).toEqual(['Line one\nline two']);
  });

  it('sends once: Translate waits while the conversation is being made', async () => {
    const answer = later();
    const server = launcherServer({ [CHAT_PATHS.create]: () => answer.promise });
    const { user, router } = await textLauncher();
    await user.type(screen.getByRole('textbox', { name: text('launcher.textPlaceholder') }), 'Hello{Enter}');
    await user.keyboard('{Enter}');
    await user.click(translateButton());
    expect(translateButton()).toHaveClass('ant-btn-loading');
    expect(server.bodiesOf(CHAT_PATHS.create)).toHaveLength(1);
    answer.settle(created);
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/enus/chat/c9'));
  });

  it('refuses text over the limit, cuts nothing, and offers to translate it as a document', async () => {
    const server = launcherServer({ [CHAT_PATHS.settings]: chatSettings({ textMaxChars: 10 }) });
    const { user } = await textLauncher();
    await user.type(screen.getByRole('textbox'), 'Far too long a text');
    const tooLong = text('launcher.textTooLong', { count: 10, max: '10' });
    expect(await screen.findByText(tooLong)).toBeInTheDocument();
    expect(screen.getByRole('textbox')).toHaveValue('Far too long a text');
    expect(screen.getByRole('textbox')).toHaveAttribute('aria-invalid', 'true');
    expect(translateButton()).toBeDisabled();

    await user.click(screen.getByRole('button', { name: text('launcher.sendAsDocument') }));
    expect(await screen.findByText(text('chat:upload.words', { count: 1234, formatted: '1,234' }))).toBeInTheDocument();
    const file = server.bodiesOf(CHAT_PATHS.upload)[0]?.file as File;
    expect(file.name).toBe(`${text('launcher.pastedTextName')}.txt`);
    expect(await file.text()).toBe('Far too long a text');
  });

  it('uploads a chosen document, says what it holds, and translates it by its file id', async () => {
    const server = launcherServer();
    const { user, container } = await renderInApp(<Launcher />);
    await screen.findByTestId('chats-left');
    const picker = container.querySelector('input[type="file"]') as HTMLInputElement;
    await user.upload(picker, new File(['Hello world'], 'notes.txt', { type: 'text/plain' }));

    expect(await screen.findByText('notes.txt')).toBeInTheDocument();
    expect(await screen.findByText(text('chat:upload.detected', { language: 'English' }))).toBeInTheDocument();
    await user.click(translateButton());
    expect(server.bodiesOf(CHAT_PATHS.create)).toEqual([
      asked({ overseasConversationModule: 'document', fileId: 'f7', mode: 'agent' }),
    ]);
    expect(server.bodiesOf(CHAT_PATHS.estimate)).toEqual([
      { fileId: 'f7', sourceLanguage: 'auto', targetLanguage: 'es', precision: 'balanced' },
    ]);
  });

  it('invites a visitor whose chats are used up to sign up', async () => {
    const server = launcherServer({
      [CHAT_PATHS.create]: new Refusal(ERRORS.quotaExhausted.code, 'Quota used up', 402),
    });
    const { user, router } = await textLauncher();
    await user.type(screen.getByRole('textbox'), 'Hello{Enter}');
    const dialog = await screen.findByRole('dialog', { name: text('plans:limits.visitorTitle') });
    expect(within(dialog).getByText(text('plans:limits.visitorText'))).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: text('plan.signUp') }));
    expect(router.state.location.pathname).toBe('/enus/register');
    // The dialog asked the server again for the refused count.
    expect(server.bodiesOf(CHAT_PATHS.settings).length).toBeGreaterThan(1);
  });

  it('shows why the server refused, and keeps the text', async () => {
    launcherServer({ [CHAT_PATHS.create]: new Refusal(ERRORS.validation.code, 'The text has no words') });
    const { user, router } = await textLauncher();
    await user.type(screen.getByRole('textbox'), '!!!{Enter}');
    expect(await screen.findByText('The text has no words')).toBeInTheDocument();
    expect(screen.getByRole('textbox')).toHaveValue('!!!');
    expect(router.state.location.pathname).toBe('/enus');
  });

  it('tells a site without any engine, and translates nothing', async () => {
    launcherServer({
      [CHAT_PATHS.settings]: chatSettings({ engines: [], chatAvailable: false }),
      '/system/getBaseConfig': baseConfig([]),
    });
    const { user } = await renderInApp(<Launcher />);
    expect(await screen.findByText(text('engineSetup.noneTitle'))).toBeInTheDocument();
    await user.click(screen.getByText(text('launcher.typeText')));
    await user.type(screen.getByRole('textbox'), 'Hello');
    expect(translateButton()).toBeDisabled();
  });

  it('keeps audio and video for later', async () => {
    launcherServer();
    const { user } = await renderInApp(<Launcher />);
    await user.click(screen.getByText(text('launcher.typeMedia')));
    expect(await screen.findByText(text('launcher.mediaComingSoon'))).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: text('launcher.typeDocument') })).toBeChecked();
  });

  it('speaks Chinese to a Chinese reader and translates into English by default', async () => {
    const server = launcherServer();
    const { user } = await renderInApp(<Launcher />, { locale: 'zhcn' });
    await user.click(screen.getByText('文本'));
    await user.type(await screen.findByRole('textbox', { name: '输入或粘贴要翻译的文本' }), '大海很平静');
    await user.click(screen.getByRole('button', { name: /翻译/ }));
    expect(server.bodiesOf(CHAT_PATHS.create)).toEqual([
      expect.objectContaining({ text: '大海很平静', sourceLanguage: 'auto', targetLanguage: 'en' }),
    ]);
  });
});

/** What the server reads the typed texts of these tests as: 'Hello' a guess, a sentence English for sure. */
function readAs(body: Record<string, unknown>) {
  if (body.text === 'Hello') return { language: 'en', confidence: 0.6, confident: false, candidates: ['fr', 'ja'] };
  return { language: 'en', confidence: 0.99, confident: true, candidates: ['fr'] };
}

const rememberedChoices = () => JSON.parse(localStorage.getItem(STORAGE_KEYS.launcherChoices) ?? '{}').owners.visitor;

describe('the source language', () => {
  it('names a short text’s language as a guess as the user types, and changes it in one click', async () => {
    const server = launcherServer({ [CHAT_PATHS.detect]: readAs });
    const { user } = await textLauncher();
    const source = screen.getByTestId('language-source');
    await user.type(screen.getByRole('textbox'), 'Hello');
    await vi.waitFor(() => expect(source).toHaveTextContent(text('launcher.autoProbably', { language: 'English' })));
    expect(server.bodiesOf(CHAT_PATHS.detect)).toEqual([{ text: 'Hello', targetLanguage: 'es' }]);
    const guess = await screen.findByTestId('source-guess');
    expect(guess).toHaveTextContent(text('launcher.guessNote', { language: 'English' }));
    await user.click(within(guess).getByRole('button', { name: 'French' }));
    expect(source).toHaveTextContent('French · Français');
    expect(screen.queryByTestId('source-guess')).not.toBeInTheDocument();
    await user.click(translateButton());
    expect(server.bodiesOf(CHAT_PATHS.create)).toEqual([
      asked({ overseasConversationModule: 'text', text: 'Hello', sourceLanguage: 'fr' }),
    ]);
    // Picked, so remembered for the next visit.
    expect(rememberedChoices().source).toBe('fr');
  });

  it('says when a picked language is surely not the text’s, and uses the detected one in one click', async () => {
    const server = launcherServer({ [CHAT_PATHS.detect]: readAs });
    const { user } = await textLauncher();
    const box = screen.getByRole('textbox');
    await user.type(box, 'Hello');
    await user.click(within(await screen.findByTestId('source-guess')).getByRole('button', { name: 'French' }));
    await user.type(box, ', the sea is calm today');
    const mismatch = await screen.findByTestId('source-mismatch');
    expect(mismatch).toHaveTextContent(text('launcher.mismatchText', { detected: 'English', chosen: 'French' }));
    await user.click(
      within(mismatch).getByRole('button', { name: text('launcher.useDetected', { language: 'English' }) }),
    );
    expect(screen.queryByTestId('source-mismatch')).not.toBeInTheDocument();
    expect(screen.getByTestId('language-source')).toHaveTextContent('English');
    await user.click(translateButton());
    expect(server.bodiesOf(CHAT_PATHS.create)).toEqual([
      asked({ overseasConversationModule: 'text', text: 'Hello, the sea is calm today', sourceLanguage: 'en' }),
    ]);
  });

  it('names the guess for a document the detector is unsure of, and lets the server translate from it', async () => {
    const unsure: UploadAnswer = { ...uploaded, detectedLanguage: null, guessedLanguage: 'en' };
    const server = launcherServer({ [CHAT_PATHS.upload]: unsure });
    const { user, container } = await renderInApp(<Launcher />);
    await screen.findByTestId('chats-left');
    const picker = container.querySelector('input[type="file"]') as HTMLInputElement;
    await user.upload(picker, new File(['Q1 Total'], 'sheet.txt', { type: 'text/plain' }));
    const source = screen.getByTestId('language-source');
    await vi.waitFor(() => expect(source).toHaveTextContent(text('launcher.autoProbably', { language: 'English' })));
    expect(await screen.findByTestId('source-guess')).toHaveTextContent(
      text('launcher.guessDocument', { language: 'English' }),
    );
    await user.click(translateButton());
    expect(server.bodiesOf(CHAT_PATHS.create)).toEqual([
      asked({ overseasConversationModule: 'document', fileId: 'f7', mode: 'agent' }),
    ]);
  });

  it('lets a document decide its language over a remembered one, which stays remembered', async () => {
    const stored = { owners: { visitor: { type: 'document', source: 'es', target: 'fr' } } };
    localStorage.setItem(STORAGE_KEYS.launcherChoices, JSON.stringify(stored));
    const server = launcherServer();
    const { user, container } = await renderInApp(<Launcher />);
    await screen.findByTestId('chats-left');
    const source = screen.getByTestId('language-source');
    expect(source).toHaveTextContent('Spanish');
    const picker = container.querySelector('input[type="file"]') as HTMLInputElement;
    await user.upload(picker, new File(['Hello world'], 'notes.txt', { type: 'text/plain' }));
    await vi.waitFor(() => expect(source).toHaveTextContent(text('launcher.autoDetected', { language: 'English' })));
    expect(screen.queryByTestId('source-mismatch')).not.toBeInTheDocument();
    await user.click(translateButton());
    expect(server.bodiesOf(CHAT_PATHS.create)).toEqual([
      asked({ overseasConversationModule: 'document', fileId: 'f7', mode: 'agent', targetLanguage: 'fr' }),
    ]);
    expect(rememberedChoices()).toMatchObject({ source: 'es', target: 'fr' });
  });
});
