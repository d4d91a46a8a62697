import { type SectionRecords, SMART_TOPIC_SLUGS } from '@gapwise/contracts/constants';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { track } from '../../lib/analytics.ts';
import { SECTIONS_KEY } from '../../lib/sections.ts';
import { useSession } from '../../lib/session.tsx';
import { saveSectionRecord } from './api.ts';
import type { SaveState } from './parts.ts';
import { type Stars, smartCounts } from './score.ts';
import { sessionKey } from './session-key.ts';
import type { HistoryItem } from './session-machine.ts';
import { keepVisitorRecord } from './visitor-records.ts';

const SMART = new Set<string>(SMART_TOPIC_SLUGS);

/**
 * Saves a finished session once: the section record (best stars; smart counts for SMART_TOPIC_SLUGS) for a
 * signed-in learner, or the browser copy for a visitor.
 */
export function useSaveResult({
  finished,
  round,
  sectionSlug,
  topicSlug,
  stars,
  history,
}: {
  finished: boolean;
  round: number;
  sectionSlug: string;
  topicSlug: string;
  stars: Stars;
  history: HistoryItem[];
}): { save: SaveState; visitorRecords: SectionRecords | null } {
  const { user, setUser } = useSession();
  const queryClient = useQueryClient();
  const [save, setSave] = useState<SaveState>('idle');
  const [visitorRecords, setVisitorRecords] = useState<SectionRecords | null>(null);
  const savedRound = useRef<number | null>(null);
  useEffect(() => {
    if (!finished || savedRound.current === round) return;
    savedRound.current = round;
    track('exercise_finished', { topic: topicSlug, stars, session: sessionKey(topicSlug, round) });
    if (!user) {
      setSave('visitor');
      setVisitorRecords(keepVisitorRecord(sectionSlug, topicSlug, stars));
      return;
    }
    setSave('saving');
    const smart = SMART.has(topicSlug)
      ? smartCounts(
          history.map((h) => ({ correctAnswer: h.exercise.answers[0] ?? '', isCorrect: h.isCorrect })),
        )
      : undefined;
    void saveSectionRecord({
      sectionSlug,
      topicSlug,
      sectionRecord: smart ? { stars, smart } : { stars },
    }).then((res) => {
      if (!res.isSuccess) {
        setSave('error');
        return;
      }
      setUser(res.content);
      setSave('saved');
      void queryClient.invalidateQueries({ queryKey: SECTIONS_KEY });
    });
  }, [finished, round, user, sectionSlug, topicSlug, stars, history, setUser, queryClient]);
  useEffect(() => {
    if (!finished) setSave('idle');
  }, [finished]);
  return { save, visitorRecords };
}
