import { describe, expect, it, vi } from 'vitest';
import { isChunkLoadError, RELOAD_GUARD_MS, reloadOnce } from './chunk-reload.ts';

const memory = () => {
  const items = new Map<string, string>();
  return {
    getItem: (k: string) => items.get(k) ?? null,
    setItem: (k: string, v: string) => void items.set(k, v),
  };
};

describe('reload after a chunk failed to load', () => {
  it('recognises the chunk errors of Chromium, Firefox, Safari and Vite, and nothing else', () => {
    expect(
      isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: https://x/assets/A.js')),
    ).toBe(true);
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Unable to preload CSS for /assets/a.css'))).toBe(true);
    expect(isChunkLoadError(new TypeError("Cannot read properties of undefined (reading 'x')"))).toBe(false);
    expect(isChunkLoadError(null)).toBe(false);
  });

  it('reloads once, then not again within the guard window (no reload loop), then again after it', () => {
    const storage = memory();
    const reload = vi.fn();
    const t = 1_000_000;
    expect(reloadOnce(reload, storage, t)).toBe(true);
    expect(reloadOnce(reload, storage, t + 5_000)).toBe(false);
    expect(reload).toHaveBeenCalledOnce();
    expect(reloadOnce(reload, storage, t + RELOAD_GUARD_MS + 1)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('does not reload when it cannot remember having reloaded', () => {
    const reload = vi.fn();
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {},
    };
    expect(reloadOnce(reload, broken)).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });
});
