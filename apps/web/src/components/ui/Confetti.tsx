import { useEffect, useRef, useState } from 'react';
import { CONFETTI_DEFAULTS, type ConfettiOptions, confettiProblems } from './confetti-options.ts';

/**
 * A one-shot confetti burst over the page (canvas-confetti, loaded on first use). Invalid options draw
 * nothing and are logged (docs/product-rules.md#confetti); the canvas is removed after the duration when
 * `selfDestroy` is set, and always when the component leaves.
 */
export function Confetti({
  selfDestroy = true,
  ...options
}: Partial<ConfettiOptions> & { selfDestroy?: boolean }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const [visible, setVisible] = useState(true);
  const o = { ...CONFETTI_DEFAULTS, ...options };
  const problems = confettiProblems(o);
  const key = JSON.stringify(o);

  useEffect(() => {
    const opts = JSON.parse(key) as ConfettiOptions;
    const errors = confettiProblems(opts);
    if (errors.length > 0) {
      console.error(`Confetti not shown: ${errors.join('; ')}`);
      return;
    }
    if (opts.particleCount > 300) console.info('Confetti: more than 300 particles may be slow on phones');
    if (!canvas.current || opts.particleCount === 0) return;
    let reset: (() => void) | undefined;
    let cancelled = false;
    void import('canvas-confetti')
      .then(({ default: confetti }) => {
        if (cancelled || !canvas.current) return;
        const fire = confetti.create(canvas.current, { resize: true, disableForReducedMotion: true });
        reset = () => fire.reset();
        void fire({
          particleCount: opts.particleCount,
          colors: opts.colors,
          scalar: opts.particleSize / 10,
          startVelocity: 20 + opts.force * 50,
          spread: 60 + opts.force * 60,
          ticks: Math.round(opts.duration / 16),
          origin: { x: 0.5, y: 0.35 },
        });
      })
      .catch(() => {});
    const timer = selfDestroy ? window.setTimeout(() => setVisible(false), opts.duration) : undefined;
    return () => {
      cancelled = true;
      reset?.();
      if (timer) window.clearTimeout(timer);
    };
  }, [key, selfDestroy]);

  if (problems.length > 0 || !visible) return null;
  return (
    <canvas
      ref={canvas}
      data-testid="confetti"
      data-particles={o.particleCount}
      className="pointer-events-none fixed inset-0 z-[70] size-full"
      style={{ maxWidth: o.stageWidth, maxHeight: o.stageHeight, margin: '0 auto' }}
    />
  );
}
