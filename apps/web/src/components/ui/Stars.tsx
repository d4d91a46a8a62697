import { useEffect, useState } from 'react';
import { Icon } from './Icon.tsx';
import './motion.css';

/**
 * Stars per topic: 0 to 3, drawn 24 px (docs/product-rules.md#sizes-and-timings). With `revealMs`, earned
 * stars light up one by one.
 */
export function Stars({
  value,
  size = 24,
  revealMs,
  label,
}: {
  value: number;
  size?: number;
  revealMs?: number;
  /** Read by screen readers, e.g. "2 of 3 stars"; without it the stars are decorative. */
  label?: string;
}) {
  const earned = Math.max(0, Math.min(3, Math.round(value)));
  const [shown, setShown] = useState(revealMs ? 0 : earned);
  useEffect(() => {
    if (!revealMs) {
      setShown(earned);
      return;
    }
    setShown(0);
    const timers = Array.from({ length: earned }, (_, i) =>
      window.setTimeout(() => setShown(i + 1), revealMs * (i + 1)),
    );
    return () => {
      for (const id of timers) window.clearTimeout(id);
    };
  }, [earned, revealMs]);
  return (
    <span className="gw-motion inline-flex items-center gap-0.5">
      {label ? <span className="sr-only">{label}</span> : null}
      {[0, 1, 2].map((i) => (
        <Icon
          key={i}
          name="star"
          solid
          width={size}
          height={size}
          data-lit={i < shown}
          className={
            i < shown
              ? `text-amber-400 ${revealMs ? 'animate-[gw-star-in_450ms_ease-out]' : ''}`
              : 'text-slate-200'
          }
        />
      ))}
    </span>
  );
}
