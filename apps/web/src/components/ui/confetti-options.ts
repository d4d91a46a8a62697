export interface ConfettiOptions {
  particleCount: number;
  particleSize: number;
  duration: number;
  /** 0–1: how hard the particles are thrown. */
  force: number;
  stageWidth: number;
  stageHeight: number;
  colors: string[];
}

/** The defaults (docs/product-rules.md#confetti). */
export const CONFETTI_DEFAULTS: ConfettiOptions = {
  particleCount: 150,
  particleSize: 12,
  duration: 3500,
  force: 0.5,
  stageWidth: 1600,
  stageHeight: 1600,
  colors: ['#FFC700', '#FF0000', '#2E3191', '#41BBC7'],
};

/** Particles on the results screen by stars earned (docs/product-rules.md#confetti). */
export const RESULT_PARTICLES = [5, 10, 50, 200] as const;

/** The option checks (docs/product-rules.md#confetti); an empty list means the options are valid. */
export function confettiProblems(options: Partial<ConfettiOptions>): string[] {
  const o = { ...CONFETTI_DEFAULTS, ...options };
  const problems: string[] = [];
  for (const key of ['particleCount', 'duration', 'particleSize', 'stageHeight', 'stageWidth'] as const) {
    if (typeof o[key] !== 'number' || Number.isNaN(o[key]) || o[key] < 0)
      problems.push(`${key} must not be negative`);
  }
  if (!Array.isArray(o.colors)) problems.push('colors must be an array');
  if (typeof o.force !== 'number' || o.force < 0 || o.force > 1)
    problems.push('force must be between 0 and 1');
  return problems;
}
