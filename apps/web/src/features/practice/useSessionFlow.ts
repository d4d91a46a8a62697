import type { Exercise } from '@gapwise/contracts/constants';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { type FlowOptions, initialSession, reduceSession, type SessionAction } from './session-machine.ts';

/**
 * Answer pause (docs/product-rules.md#sizes-and-timings): the right/wrong animation plays this long before
 * the answer is recorded.
 */
export const ANSWER_PAUSE_MS = 150;

/** The session state machine bound to React: choose (then record after 150 ms), next, explained, restart. */
export function useSessionFlow(exercises: readonly Exercise[], options: FlowOptions) {
  const [state, setState] = useState(initialSession);
  const latest = useRef({ exercises, options, state });
  latest.current = { exercises, options, state };
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  const dispatch = useCallback((action: SessionAction) => {
    setState((s) => reduceSession(s, action, latest.current.exercises));
  }, []);
  const choose = useCallback(
    (answer: string) => {
      const { state: s } = latest.current;
      if (s.stage !== 'question' || s.chosen !== null) return false;
      dispatch({ type: 'choose', answer });
      timer.current = window.setTimeout(() => {
        dispatch({
          type: 'record',
          ...latest.current.options,
          total: latest.current.exercises.length,
        });
      }, ANSWER_PAUSE_MS);
      return true;
    },
    [dispatch],
  );
  const next = useCallback(
    () => dispatch({ type: 'continue', ...latest.current.options, total: latest.current.exercises.length }),
    [dispatch],
  );
  const explained = useCallback(
    (index: number, text: string) => dispatch({ type: 'explained', index, text }),
    [dispatch],
  );
  const restart = useCallback(() => {
    window.clearTimeout(timer.current);
    dispatch({ type: 'restart' });
  }, [dispatch]);
  return useMemo(
    () => ({ state, choose, next, explained, restart }),
    [state, choose, next, explained, restart],
  );
}
