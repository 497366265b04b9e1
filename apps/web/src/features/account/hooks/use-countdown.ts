import { useCallback, useEffect, useState } from 'react';

/** Seconds left before a code may be sent again; counts down once a second to 0. */
export function useCountdown(): [number, (seconds: number) => void] {
  const [endsAt, setEndsAt] = useState(0);
  const [left, setLeft] = useState(0);
  useEffect(() => {
    if (endsAt === 0) return;
    const tick = () => setLeft(Math.max(0, Math.ceil((endsAt - Date.now()) / 1000)));
    tick();
    const timer = window.setInterval(tick, 1000);
    return () => window.clearInterval(timer);
  }, [endsAt]);
  const start = useCallback((seconds: number) => setEndsAt(Date.now() + seconds * 1000), []);
  return [left, start];
}
