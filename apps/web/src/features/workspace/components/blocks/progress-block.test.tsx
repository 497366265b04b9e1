import type { ProgressAttributes } from '@glossa/contracts/chat';
import { LIMITS } from '@glossa/contracts/limits';
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../../../../test-support/render-in-app.tsx';
import { text } from '../../../../test-support/texts.ts';
import { QuietProgress } from './progress-block.tsx';

const controls = { language: 'en', onPause: () => {}, onResume: () => {}, busy: false };
const progress = (state: ProgressAttributes['state']): ProgressAttributes => ({
  state,
  done: 1,
  total: 4,
  percent: 25,
  etaSeconds: null,
});

afterEach(() => vi.useRealTimers());

describe("a text's quiet progress", () => {
  it('stays hidden while the text is quick, and shows the bar and Pause once it takes a while', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const view = await renderInApp(<QuietProgress attributes={progress('running')} {...controls} />);
    expect(screen.queryByTestId('job-progress')).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(LIMITS.quietProgressMs));
    expect(screen.getByTestId('job-progress')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: new RegExp(text('chat:progress.pause')) })).toBeInTheDocument();
    // Done: the translation speaks for itself, the bar goes.
    view.rerender(<QuietProgress attributes={progress('done')} {...controls} />);
    expect(screen.queryByTestId('job-progress')).not.toBeInTheDocument();
  });

  it('shows a paused text at once, for its Resume', async () => {
    await renderInApp(<QuietProgress attributes={progress('paused')} {...controls} />);
    expect(screen.getByRole('button', { name: new RegExp(text('chat:progress.resume')) })).toBeInTheDocument();
  });
});
