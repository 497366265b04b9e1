import { CHAT_PATHS } from '@glossa/contracts/chat';
import { ERRORS } from '@glossa/contracts/errors';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { chatSettings } from '../../../test-support/chat-fixtures.ts';
import { fakeServer, later, Refusal } from '../../../test-support/fake-server.ts';
import { renderInApp } from '../../../test-support/render-in-app.tsx';
import { text } from '../../../test-support/texts.ts';
import { AskBox } from './ask-box.tsx';

type AskBoxProps = Parameters<typeof AskBox>[0];

/** The ask box of conversation c1 with chat on; its callbacks are spies. */
function askBox(props: Partial<AskBoxProps> = {}) {
  const calls = { onQuoteChange: vi.fn(), onSending: vi.fn(), onSent: vi.fn(), onStop: vi.fn() };
  const element = (
    <AskBox
      conversationId="c1"
      available
      busy={false}
      quote={undefined}
      stopping={false}
      inputRef={{ current: null }}
      {...calls}
      {...props}
    />
  );
  return { element, calls };
}

const sendButton = () => screen.getByRole('button', { name: text('chat:ask.send') });

describe('the ask box', () => {
  it('sends the text on Enter as a refinement, empties itself and reports the turn sent', async () => {
    const server = fakeServer({ [CHAT_PATHS.send]: {} });
    const { element, calls } = askBox();
    const { user } = await renderInApp(element);
    const input = screen.getByPlaceholderText(text('chat:ask.placeholder.refine'));
    expect(screen.getByRole('radio', { name: text('chat:ask.kind.refine') })).toBeChecked();

    await user.type(input, 'More formal, please{Enter}');

    expect(server.bodiesOf(CHAT_PATHS.send)).toEqual([
      { conversationId: 'c1', kind: 'refine', content: 'More formal, please' },
    ]);
    expect(calls.onSending).toHaveBeenCalledOnce();
    expect(input).toHaveValue('');
    await vi.waitFor(() => expect(calls.onSent).toHaveBeenCalledOnce());
  });

  it('starts a new line on Shift+Enter and sends both lines with the button', async () => {
    const server = fakeServer({ [CHAT_PATHS.send]: {} });
    const { user } = await renderInApp(askBox().element);
    const input = screen.getByRole('textbox');

    await user.type(input, 'First line{Shift>}{Enter}{/Shift}second line');
    expect(server.requests).toEqual([]);
    expect(input).toHaveValue('First line\nsecond line');

    await user.click(sendButton());
    expect(server.bodiesOf(CHAT_PATHS.send)).toEqual([
      { conversationId: 'c1', kind: 'refine', content: 'First line\nsecond line' },
    ]);
  });

  it('keeps Send disabled for blank text, except for a summary, which may go without words', async () => {
    const server = fakeServer({ [CHAT_PATHS.send]: {} });
    const { user } = await renderInApp(askBox().element);
    expect(sendButton()).toHaveAttribute('aria-disabled', 'true');
    await user.type(screen.getByRole('textbox'), '   {Enter}');
    expect(sendButton()).toHaveAttribute('aria-disabled', 'true');
    expect(server.requests).toEqual([]);

    // The radio itself lets the pointer through to its label, which is what a person clicks.
    await user.click(screen.getByText(text('chat:ask.kind.summarize')));
    expect(screen.getByRole('textbox')).toHaveAttribute('placeholder', text('chat:ask.placeholder.summarize'));
    await user.click(sendButton());
    expect(server.bodiesOf(CHAT_PATHS.send)).toEqual([{ conversationId: 'c1', kind: 'summarize', content: '' }]);
  });

  it('keeps focus in the box after sending, with the button as with Enter, and Tab stays on the page', async () => {
    const server = fakeServer({ [CHAT_PATHS.send]: {} });
    const { user } = await renderInApp(askBox().element);
    const input = screen.getByRole('textbox');
    await user.type(input, 'Shorter');
    await user.click(sendButton());
    expect(input).toHaveFocus();

    // Send cannot send an empty box, yet it is the next Tab stop: focus never falls to the page.
    await user.tab();
    expect(sendButton()).toHaveFocus();
    expect(sendButton()).toHaveAttribute('aria-disabled', 'true');
    await user.keyboard('{Enter}');
    expect(server.bodiesOf(CHAT_PATHS.send)).toHaveLength(1);
    await user.tab({ shift: true });
    expect(input).toHaveFocus();
  });

  it('asks a question when Ask is chosen', async () => {
    const server = fakeServer({ [CHAT_PATHS.send]: {} });
    const { user } = await renderInApp(askBox().element);
    await user.click(screen.getByText(text('chat:ask.kind.ask')));
    await user.type(screen.getByPlaceholderText(text('chat:ask.placeholder.ask')), 'Why this word?{Enter}');
    expect(server.bodiesOf(CHAT_PATHS.send)).toEqual([
      { conversationId: 'c1', kind: 'ask', content: 'Why this word?' },
    ]);
  });

  it('turns the question into a quote turn, clears the quote as it goes, and lets it be removed', async () => {
    const server = fakeServer({ [CHAT_PATHS.send]: {} });
    const { element, calls } = askBox({ quote: 'la mer' });
    const { user } = await renderInApp(element);
    const quote = screen.getByTestId('ask-quote');
    expect(quote).toHaveTextContent('la mer');
    // The kind does not apply to a quote.
    expect(screen.getByRole('radio', { name: text('chat:ask.kind.ask') })).toBeDisabled();

    await user.click(within(quote).getByRole('button', { name: text('chat:ask.removeQuote') }));
    expect(calls.onQuoteChange).toHaveBeenLastCalledWith(undefined);

    await user.type(screen.getByPlaceholderText(text('chat:ask.placeholderQuote')), 'What does it mean?{Enter}');
    expect(server.bodiesOf(CHAT_PATHS.send)).toEqual([
      { conversationId: 'c1', kind: 'quote', content: 'What does it mean?', quote: 'la mer' },
    ]);
    expect(calls.onQuoteChange).toHaveBeenCalledTimes(2);
  });

  it('sends once while a turn is on its way: the button waits and Enter does nothing more', async () => {
    const answer = later();
    const server = fakeServer({ [CHAT_PATHS.send]: () => answer.promise });
    const { element, calls } = askBox();
    const { user } = await renderInApp(element);
    const input = screen.getByRole('textbox');
    await user.type(input, 'Shorter{Enter}');
    await user.type(input, 'Shorter again{Enter}');
    expect(sendButton()).toHaveAttribute('aria-disabled', 'true');
    expect(sendButton()).toHaveClass('ant-btn-loading');
    expect(server.bodiesOf(CHAT_PATHS.send)).toHaveLength(1);

    answer.settle({});
    await vi.waitFor(() => expect(calls.onSent).toHaveBeenCalledOnce());
    await vi.waitFor(() => expect(sendButton()).toHaveAttribute('aria-disabled', 'false'));
  });

  it('gives the words and the quote back when the turn is refused, and says why', async () => {
    fakeServer({ [CHAT_PATHS.send]: new Refusal(ERRORS.rateLimited.code, 'Slow down a little', 429) });
    const { element, calls } = askBox({ quote: 'la mer' });
    const { user } = await renderInApp(element);
    await user.type(screen.getByRole('textbox'), 'Explain{Enter}');

    expect(await screen.findByText('Slow down a little')).toBeInTheDocument();
    expect(screen.getByRole('textbox')).toHaveValue('Explain');
    expect(calls.onQuoteChange).toHaveBeenLastCalledWith('la mer');
    expect(calls.onSent).not.toHaveBeenCalled();
  });

  it('offers Stop instead of Send while a turn runs', async () => {
    const server = fakeServer();
    const { element, calls } = askBox({ busy: true });
    const { user } = await renderInApp(element);
    expect(screen.queryByRole('button', { name: text('chat:ask.send') })).not.toBeInTheDocument();
    await user.type(screen.getByRole('textbox'), 'Next{Enter}');
    await user.click(screen.getByRole('button', { name: text('chat:ask.stop') }));
    expect(calls.onStop).toHaveBeenCalledOnce();
    expect(server.requests).toEqual([]);
  });

  it('says why chat is off when the server has no AI model', async () => {
    fakeServer();
    await renderInApp(askBox({ available: false }).element);
    expect(screen.getByText(text('chat:ask.unavailableNote'))).toBeInTheDocument();
    expect(screen.getByRole('textbox')).toBeDisabled();
    expect(screen.getByRole('textbox')).toHaveAttribute('placeholder', text('chat:ask.unavailable'));
    expect(sendButton()).toHaveAttribute('aria-disabled', 'true');
    expect(sendButton()).toHaveAccessibleDescription(text('chat:ask.unavailableNote'));
  });

  it('keeps what is typed but does not send while the connection is lost, and says why', async () => {
    const server = fakeServer({ [CHAT_PATHS.send]: {} });
    const { user } = await renderInApp(askBox({ connectionLost: true }).element, { locale: 'jajp' });
    const input = screen.getByRole('textbox');
    await user.type(input, 'もっと丁寧に{Enter}');
    expect(server.requests).toEqual([]);
    expect(input).toHaveValue('もっと丁寧に');
    expect(sendButton()).toHaveAttribute('aria-disabled', 'true');
    expect(sendButton()).toHaveAccessibleDescription(text('chat:stream.sendLater'));
    expect(screen.getByText(text('chat:stream.sendLater'))).toBeInTheDocument();
  });

  it('speaks Arabic right to left', async () => {
    const server = fakeServer({ [CHAT_PATHS.send]: {} });
    const { user } = await renderInApp(askBox().element, { locale: 'arsa' });
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(screen.getByRole('radio', { name: 'تحسين' })).toBeChecked();
    const input = screen.getByPlaceholderText('كيف تريد تغيير الترجمة؟ مثلًا: أكثر رسمية');
    expect(screen.getByTestId('ask-box').querySelector('.ant-sender')).toHaveClass('ant-sender-rtl');
    await user.type(input, 'أكثر رسمية');
    await user.click(screen.getByRole('button', { name: 'إرسال' }));
    expect(server.bodiesOf(CHAT_PATHS.send)).toEqual([{ conversationId: 'c1', kind: 'refine', content: 'أكثر رسمية' }]);
  });

  it('says what the turn will cost before it is sent, and follows the kind chosen', async () => {
    fakeServer({ [CHAT_PATHS.send]: {} });
    const quota = chatSettings().quota;
    const { user } = await renderInApp(askBox({ quota }).element);
    const left = text('launcher.chatsLeft', { count: 5 });
    const cost = (action: string) => `${text('cost.oneChat', { action })} · ${left}`;
    expect(screen.getByTestId('chats-left')).toHaveTextContent(cost(text('chat:ask.kind.refine')));
    await user.click(screen.getByText(text('chat:ask.kind.summarize')));
    expect(screen.getByTestId('chats-left')).toHaveTextContent(cost(text('chat:ask.kind.summarize')));
  });

  it('tells an unlimited plan that no chat is counted, and says nothing while chat is off', async () => {
    const quota = { ...chatSettings().quota, plan: 'enterprise', chatsLeft: null, dailyLeft: null, unlimited: true };
    const { unmount } = await renderInApp(askBox({ quota }).element);
    expect(screen.getByTestId('chats-left')).toHaveTextContent(
      text('cost.unlimited', { action: text('chat:ask.kind.refine') }),
    );
    unmount();
    await renderInApp(askBox({ quota, available: false }).element);
    expect(screen.queryByTestId('chats-left')).not.toBeInTheDocument();
  });
});
