import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { type OverlayKind, OverlayQueueProvider, useOverlayTurn } from './overlay-queue.tsx';

/** An overlay as the app's are: it asks for its turn while it has something to show, and closes. */
function Overlay({ kind, name, pending = false }: { kind: OverlayKind; name: string; pending?: boolean }) {
  const [open, setOpen] = useState(true);
  const myTurn = useOverlayTurn(kind, open);
  if (!myTurn || pending) return null;
  return (
    <button type="button" onClick={() => setOpen(false)}>
      {name}
    </button>
  );
}

/** The names of the overlays on screen (there should be at most one). */
const shown = () => screen.queryAllByRole('button').map((button) => button.textContent);

function closeShown() {
  act(() => screen.getByRole('button').click());
}

describe('the overlay queue', () => {
  it('shows one overlay at a time, the most important first, and the next one after each close', () => {
    // Mounted in the opposite order to the priority: the order on screen is the priority's.
    render(
      <OverlayQueueProvider>
        <Overlay kind="ad" name="ad" />
        <Overlay kind="onboarding" name="welcome" />
        <Overlay kind="announcement" name="announcement" />
        <Overlay kind="consent" name="cookie banner" />
      </OverlayQueueProvider>,
    );
    const seen: (string | null)[][] = [shown()];
    for (let i = 0; i < 4; i++) {
      closeShown();
      seen.push(shown());
    }
    expect(seen).toEqual([['cookie banner'], ['announcement'], ['welcome'], ['ad'], []]);
  });

  it('keeps the order of arrival within one kind', () => {
    render(
      <OverlayQueueProvider>
        <Overlay kind="announcement" name="first" />
        <Overlay kind="announcement" name="second" />
      </OverlayQueueProvider>,
    );
    expect(shown()).toEqual(['first']);
    closeShown();
    expect(shown()).toEqual(['second']);
  });

  it('gives the turn to a more important overlay that arrives later, and back when it closes', () => {
    function Page() {
      const [consentAsked, setConsentAsked] = useState(false);
      return (
        <>
          <Overlay kind="ad" name="ad" />
          {consentAsked && <Overlay kind="consent" name="cookie banner" />}
          <input aria-label="ask again" type="checkbox" onChange={() => setConsentAsked(true)} />
        </>
      );
    }
    render(
      <OverlayQueueProvider>
        <Page />
      </OverlayQueueProvider>,
    );
    expect(shown()).toEqual(['ad']);
    act(() => screen.getByRole('checkbox').click());
    expect(shown()).toEqual(['cookie banner']);
    closeShown();
    expect(shown()).toEqual(['ad']);
  });

  it('lets nothing less important show while a more important overlay is still finding out', () => {
    render(
      <OverlayQueueProvider>
        <Overlay kind="announcement" name="announcement" pending />
        <Overlay kind="ad" name="ad" />
      </OverlayQueueProvider>,
    );
    expect(shown()).toEqual([]);
  });

  it('lets the next one show when the overlay with the turn goes away', () => {
    const { rerender } = render(
      <OverlayQueueProvider>
        <Overlay key="consent" kind="consent" name="cookie banner" />
        <Overlay key="ad" kind="ad" name="ad" />
      </OverlayQueueProvider>,
    );
    expect(shown()).toEqual(['cookie banner']);
    rerender(
      <OverlayQueueProvider>
        <Overlay key="ad" kind="ad" name="ad" />
      </OverlayQueueProvider>,
    );
    expect(shown()).toEqual(['ad']);
  });
});
