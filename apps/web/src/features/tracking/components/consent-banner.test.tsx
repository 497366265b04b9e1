import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../../../test-support/render-in-app.tsx';
import ConsentBanner from './consent-banner.tsx';

afterEach(() => vi.restoreAllMocks());

describe('the cookie banner', () => {
  it('takes its room at the bottom of the screen while it is up, and gives it back when answered', async () => {
    vi.spyOn(window, 'innerHeight', 'get').mockReturnValue(812);
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue(DOMRect.fromRect({ y: 620, height: 184 }));
    const view = await renderInApp(<ConsentBanner />);
    await screen.findByTestId('consent-banner');
    // The layouts end this far above the screen's bottom: the banner sits under the page's controls.
    expect(document.documentElement.style.getPropertyValue('--consent-banner-space')).toBe('192px');
    view.unmount();
    expect(document.documentElement.style.getPropertyValue('--consent-banner-space')).toBe('');
  });
});
