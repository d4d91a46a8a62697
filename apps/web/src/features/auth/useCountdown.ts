import { useCallback, useEffect, useState } from 'react';

/** Seconds left until a moment; `restart` starts it again. Ticks once a second while above zero. */
export function useCountdown(seconds: number, startRunning = true) {
  const [until, setUntil] = useState(() => (startRunning ? Date.now() + seconds * 1000 : 0));
  const [now, setNow] = useState(() => Date.now());
  const left = Math.max(0, Math.ceil((until - now) / 1000));

  useEffect(() => {
    if (left <= 0) return;
    const timer = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(timer);
  }, [left]);

  const restart = useCallback(() => {
    setUntil(Date.now() + seconds * 1000);
    setNow(Date.now());
  }, [seconds]);

  return { left, restart };
}
