import { useEffect, useRef } from 'react';

const SCRIPT_URL = 'https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit';

interface TurnstileApi {
  render(element: HTMLElement, options: Record<string, unknown>): string;
  remove(widgetId: string): void;
}

declare global {
  interface Window {
    turnstile?: TurnstileApi;
  }
}

let loading: Promise<TurnstileApi> | undefined;

function loadTurnstile(): Promise<TurnstileApi> {
  loading ??= new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = SCRIPT_URL;
    script.async = true;
    script.onload = () => (window.turnstile ? resolve(window.turnstile) : reject(new Error('Turnstile did not load')));
    script.onerror = () => {
      loading = undefined;
      reject(new Error('Turnstile did not load'));
    };
    document.head.append(script);
  });
  return loading;
}

/** Cloudflare's challenge widget; the token it yields is verified by the server. */
export function TurnstileWidget(props: {
  siteKey: string;
  language: string;
  onToken: (token: string) => void;
  onError: () => void;
}) {
  const { siteKey, language, onToken, onError } = props;
  const container = useRef<HTMLDivElement>(null);
  useEffect(() => {
    let widgetId: string | undefined;
    let api: TurnstileApi | undefined;
    let cancelled = false;
    loadTurnstile().then(
      (loaded) => {
        if (cancelled || !container.current) return;
        api = loaded;
        widgetId = loaded.render(container.current, {
          sitekey: siteKey,
          language,
          callback: onToken,
          'error-callback': onError,
        });
      },
      () => onError(),
    );
    return () => {
      cancelled = true;
      if (api && widgetId) api.remove(widgetId);
    };
  }, [siteKey, language, onToken, onError]);
  return <div ref={container} style={{ display: 'flex', justifyContent: 'center', minBlockSize: 65 }} />;
}
