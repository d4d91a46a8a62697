import type { Bank, Level, SectionMeta, TopicDef } from '@gapwise/grammar';
import { buildTopic, topicMeta } from '@gapwise/grammar';
import type { ContentStatus } from '../src/modules/catalogue/content.service.ts';
import { ContentState } from '../src/modules/catalogue/content.state.ts';

/** A hand-made topic with `count` a/an exercises; tests stay independent of the real bank's size. */
export function testTopic(slug: string, sectionSlug: string, level: Level, count: number): TopicDef {
  const nouns = Array.from({ length: count }, (_, i) => `apple${i}`);
  return {
    slug,
    sectionSlug,
    name: { en: slug.replace(/-/g, ' '), uk: `${slug} (uk)` },
    level,
    possibleAnswers: ['a', 'an'],
    card: {
      rule: { en: 'Use an before a vowel sound.', uk: 'An — перед голосним звуком.' },
      signals: { en: 'The first sound of the next word.', uk: 'Перший звук наступного слова.' },
      examples: ['an apple', 'a pear'],
    },
    rules: [{ id: 'a-an', statement: { en: 'An before a vowel sound.', uk: 'An перед голосним звуком.' } }],
    target: count,
    generate: (rng) =>
      nouns.map((noun) => {
        const choices = rng.shuffle(['a', 'an']);
        return {
          text: `I ate ___ ${noun}.`,
          choices,
          answer: 'an',
          skeleton: 'ate',
          naturalness: rng.next() < 0.5 ? 1 : 0.5,
          rationale: {
            ruleId: 'a-an',
            trigger: [noun],
            distractors: [
              { choice: 'a', errorType: 'article-sound', params: { word: noun, sound: 'vowel' } },
            ],
          },
        };
      }),
  };
}

export function testBank(): Bank {
  const defs: Record<string, { name: string; topics: TopicDef[] }> = {
    basics: {
      name: 'Basics',
      topics: [
        testTopic('have-has', 'basics', 'basic', 30),
        testTopic('articles', 'basics', 'basic', 2000),
        testTopic('do-does', 'basics', 'basic', 40),
      ],
    },
    modal: { name: 'Modal', topics: [testTopic('modal-perfect', 'modal', 'intermediate', 25)] },
    playground: { name: 'Playground', topics: [testTopic('sandbox', 'playground', 'advanced', 12)] },
  };
  const exercises = new Map();
  const sections: SectionMeta[] = Object.entries(defs).map(([slug, def]) => ({
    slug,
    name: { en: def.name, uk: `${def.name} (uk)` },
    topics: def.topics.map((t) => {
      exercises.set(t.slug, buildTopic(t).exercises);
      return topicMeta(t);
    }),
  }));
  return { hash: 'test-bank', sections, exercises, rejected: [] };
}

export function loadedContent(bank = testBank()): ContentState {
  const content = new ContentState();
  const exercises = [...bank.exercises.values()].reduce((n, l) => n + l.length, 0);
  const status: ContentStatus = {
    loaded: true,
    hash: bank.hash,
    sections: bank.sections.length,
    topics: bank.sections.reduce((n, s) => n + s.topics.length, 0),
    exercises,
  };
  content.set(bank, status);
  return content;
}
