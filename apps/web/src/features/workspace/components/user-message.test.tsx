import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { message } from '../../../test-support/chat-fixtures.ts';
import { fakeServer } from '../../../test-support/fake-server.ts';
import { renderInApp } from '../../../test-support/render-in-app.tsx';
import { text } from '../../../test-support/texts.ts';
import { UserMessage } from './user-message.tsx';

describe('a user message', () => {
  it('keeps English in the Arabic interface in its own direction, so its question mark stays at its end', async () => {
    fakeServer();
    const asked = message('user', [{ type: 'text', content: 'Is this formal enough?' }], { kind: 'ask' });
    const quoted = message(
      'user',
      [
        { type: 'quote', content: 'The sea is calm.' },
        { type: 'text', content: 'Why "calm"?' },
      ],
      { kind: 'quote' },
    );
    await renderInApp(
      <>
        <UserMessage message={asked} language="ar" />
        <UserMessage message={quoted} language="ar" />
      </>,
      { locale: 'arsa' },
    );
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    const question = screen.getByText('Is this formal enough?');
    expect(question).toHaveAttribute('dir', 'auto');
    expect(screen.getByText('The sea is calm.')).toHaveAttribute('dir', 'auto');
    expect(screen.getByText('Why "calm"?')).toHaveAttribute('dir', 'auto');
    // The kind's label is the interface's, in Arabic.
    expect(screen.getByText(text('chat:kinds.ask'))).toBeInTheDocument();
  });

  it('says what was asked when a summary was asked for without words, never an empty bubble', async () => {
    fakeServer();
    const summary = message('user', [{ type: 'text', content: '' }], { kind: 'summarize' });
    const { unmount } = await renderInApp(<UserMessage message={summary} language="en" />);
    expect(screen.getByTestId('user-message')).toHaveTextContent(text('chat:kinds.summarize'));
    expect(screen.getByTestId('summary-whole')).toHaveTextContent(text('chat:kinds.summarizeWhole'));
    unmount();

    // No block at all reads the same; a summary with a focus shows the focus instead.
    await renderInApp(<UserMessage message={{ ...summary, blocks: [] }} language="en" />);
    expect(screen.getByTestId('summary-whole')).toBeInTheDocument();
  });

  it('shows the focus of a summary asked with words', async () => {
    fakeServer();
    const summary = message('user', [{ type: 'text', content: 'the dates' }], { kind: 'summarize' });
    await renderInApp(<UserMessage message={summary} language="en" />);
    expect(screen.getByTestId('user-text')).toHaveTextContent('the dates');
    expect(screen.queryByTestId('summary-whole')).not.toBeInTheDocument();
  });
});
