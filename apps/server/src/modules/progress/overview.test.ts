import { describe, expect, it } from 'vitest';
import { loadedContent } from '../../../test/bank.ts';
import { type AnswerEvent, buildOverview, forgivingStreak } from './overview.ts';

const content = loadedContent();
const bank = content.bank;
if (!bank) throw new Error('no bank');
const articles = content.topic('articles')?.exercises ?? [];
const now = new Date('2026-11-26T10:00:00Z'); // a Thursday
const at = (daysAgo: number) => new Date(now.getTime() - daysAgo * 86_400_000);
const answer = (i: number, right: boolean, daysAgo = 0): AnswerEvent => {
  const e = articles[i];
  if (!e) throw new Error('no exercise');
  return {
    exerciseId: e.id,
    choice: right ? e.answer : (e.choices.find((c) => c !== e.answer) ?? ''),
    isCorrect: right,
    at: at(daysAgo),
  };
};
const overview = (answers: AnswerEvent[], extra: Partial<Parameters<typeof buildOverview>[0]> = {}) =>
  buildOverview({
    bank,
    exercise: (id) => content.exercise(id),
    answers,
    stars: [],
    quizLevel: null,
    isOpen: () => true,
    now,
    tzOffset: 0,
    ...extra,
  });

describe('progress overview', () => {
  it('counts first-try accuracy per section by day, and per topic', () => {
    const o = overview([answer(0, true, 1), answer(1, false, 1), answer(2, true), answer(3, true)]);
    expect(o).toMatchObject({ answered: 4, correct: 3 });
    const basics = o.sections.find((s) => s.slug === 'basics');
    expect(basics?.accuracy).toEqual([
      { day: '2026-11-25', answered: 2, correct: 1 },
      { day: '2026-11-26', answered: 2, correct: 2 },
    ]);
    expect(basics?.topics).toEqual([
      expect.objectContaining({ slug: 'articles', answered: 4, correct: 3, stars: 0, mastered: false }),
    ]);
  });

  it('calls a topic mastered at 3 stars and counts mastered among all learning topics', () => {
    const o = overview([], {
      stars: [
        { sectionSlug: 'basics', topicSlug: 'articles', stars: 3 },
        { sectionSlug: 'basics', topicSlug: 'do-does', stars: 2 },
      ],
    });
    // The playground section is not a topic to learn: 4 topics.
    expect(o.mastered).toEqual({ count: 1, total: 4 });
    expect(o.sections[0]?.topics.map((t) => [t.slug, t.mastered])).toEqual([
      ['articles', true],
      ['do-does', false],
    ]);
  });

  it('does not call a 3-star topic mastered while it has reviews due', () => {
    const o = overview([], {
      stars: [{ sectionSlug: 'basics', topicSlug: 'articles', stars: 3 }],
      dueTopics: new Set(['articles']),
    });
    expect(o.mastered.count).toBe(0);
    expect(o.sections[0]?.topics.find((t) => t.slug === 'articles')?.mastered).toBe(false);
  });

  it('names the weakest confusion with its most frequent slip, clue and rule, from two misses on', () => {
    expect(overview([answer(0, false)]).weakRules).toEqual([]);
    const o = overview([answer(0, false), answer(1, false), answer(2, true)]);
    expect(o.weakRules).toEqual([
      expect.objectContaining({
        topicSlug: 'articles',
        errorType: 'article-sound',
        chosen: 'a',
        answer: 'an',
        misses: 2,
        answered: 3,
        rule: { en: 'An before a vowel sound.', uk: 'An перед голосним звуком.' },
      }),
    ]);
    expect(o.weakRules[0]?.clue).toMatch(/^apple\d+$/);
  });

  it("marks this week's days practised, Monday first, and suggests the first open topic of the level", () => {
    const o = overview([answer(0, true), answer(1, true, 2)], {
      quizLevel: 'intermediate',
      stars: [{ sectionSlug: 'basics', topicSlug: 'articles', stars: 3 }],
    });
    // Thursday and Tuesday: Wednesday off is forgiven, the streak is 2.
    expect(o.week.days.map((d) => d.practised)).toEqual([false, true, false, true, false, false, false]);
    expect(o.week.days.map((d) => d.future)).toEqual([false, false, false, false, true, true, true]);
    expect(o.week.days[0]?.day).toBe('2026-11-23');
    expect(o.week.streak).toBe(2);
    expect(o.suggestion).toMatchObject({ topicSlug: 'modal-perfect', level: 'intermediate' });
    // Nothing open at that level: the first open basic topic not mastered.
    const closed = overview([], {
      quizLevel: 'advanced',
      stars: [{ sectionSlug: 'basics', topicSlug: 'have-has', stars: 3 }],
      isOpen: (t) => t.level === 'basic',
    });
    expect(closed.suggestion).toMatchObject({ topicSlug: 'articles' });
  });

  it('reads "today" in the learner\'s time zone', () => {
    // 23:30 UTC on the 25th is already the 26th in Kyiv (+120).
    const late = { ...answer(0, true), at: new Date('2026-11-25T23:30:00Z') };
    expect(overview([late], { tzOffset: 120 }).sections[0]?.accuracy[0]?.day).toBe('2026-11-26');
    expect(overview([late]).sections[0]?.accuracy[0]?.day).toBe('2026-11-25');
  });
});

describe('forgiving streak', () => {
  const days = (...d: string[]) => new Set(d);
  it('forgives one missed day but not two, and does not end because today is not practised yet', () => {
    expect(forgivingStreak(days('2026-11-26', '2026-11-25', '2026-11-23'), '2026-11-26')).toBe(3);
    expect(forgivingStreak(days('2026-11-26', '2026-11-23'), '2026-11-26')).toBe(1);
    expect(forgivingStreak(days('2026-11-25', '2026-11-24'), '2026-11-26')).toBe(2);
    expect(forgivingStreak(days('2026-11-23'), '2026-11-26')).toBe(0);
    expect(forgivingStreak(days(), '2026-11-26')).toBe(0);
  });
});
