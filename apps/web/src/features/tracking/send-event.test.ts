import { afterEach, describe, expect, it, vi } from 'vitest';
import { SAVE_URL, sendEvent, TrackingError } from './send-event.ts';

const event = {
  requestId: 'r1',
  anonymousId: 'a1',
  systemCode: 'glossa-web',
  buryPointId: 'page_stay',
  buryPointTime: '2026-03-01 10:00:00',
  expandData: 'x'.repeat(8000),
};

afterEach(() => vi.unstubAllGlobals());

describe('sendEvent', () => {
  it('posts the event as JSON by default (ajax), cut to 7,000 characters, outliving the page', async () => {
    const fetch = vi.fn().mockResolvedValue(new Response('{}', { status: 200 }));
    vi.stubGlobal('fetch', fetch);
    await sendEvent(event);
    const [url, init] = fetch.mock.calls[0] as [string, RequestInit];
    expect(url).toBe(SAVE_URL);
    expect(init).toMatchObject({ method: 'POST', keepalive: true });
    expect(JSON.parse(String(init.body)).expandData).toHaveLength(7000);
  });

  it('rejects on a refusal (400 or more) without showing anything', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(new Response('{}', { status: 429 })));
    await expect(sendEvent(event)).rejects.toEqual(new TrackingError(429));
  });

  it('sends by beacon as text, and rejects when the browser will not queue it', async () => {
    const sendBeacon = vi.fn().mockReturnValueOnce(true).mockReturnValueOnce(false);
    vi.stubGlobal('navigator', { sendBeacon });
    await sendEvent(event, 'beacon');
    expect(sendBeacon).toHaveBeenCalledWith(SAVE_URL, expect.stringContaining('"anonymousId":"a1"'));
    await expect(sendEvent(event, 'beacon')).rejects.toBeInstanceOf(TrackingError);
  });

  it('sends by image as a GET with the event in data', async () => {
    const images: { src: string; onload?: () => void }[] = [];
    vi.stubGlobal(
      'Image',
      class {
        onload?: () => void;
        set src(value: string) {
          images.push({ src: value, onload: this.onload });
          queueMicrotask(() => this.onload?.());
        }
      },
    );
    await sendEvent(event, 'image');
    const url = new URL(images[0]?.src ?? '', 'http://localhost');
    expect(url.pathname).toBe(SAVE_URL);
    expect(JSON.parse(url.searchParams.get('data') ?? '{}').requestId).toBe('r1');
  });
});
