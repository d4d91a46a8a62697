import { describe, expect, it } from 'vitest';
import { buildTopic } from '../bank.ts';
import { fillBlank } from '../checks.ts';
import type { TopicDef } from '../types.ts';
import { asAsTopic } from './adjective/as-as.ts';
import { articlesGeneralSpecificTopic } from './basics/articles-general-specific.ts';
import { unlessIf } from './conditional/unless-or-if.ts';
import { noNoneNotAnyTopic } from './noun/no-none-not-any.ts';

/** Blind round 2001 (docs/content-quality.md): each failure's cause, pinned at its generator. */
const built = (t: TopicDef) => buildTopic(t).exercises;

describe('round 2001 fixes', () => {
  it('as … as never asks someone else about the speaker’s own things ("Is Lviv as small as my hometown?")', () => {
    const asks = built(asAsTopic).filter((e) => e.text.startsWith('Is '));
    expect(asks.length).toBeGreaterThan(50);
    for (const e of asks) expect(e.text, e.text).not.toMatch(/ as (my|our) /);
  });

  it('unless / if does not book a table to get a table', () => {
    for (const e of built(unlessIf)) expect(fillBlank(e.text, e.answer)).not.toMatch(/table.*book a table/);
  });

  it('none of … could: "any" is never offered as wrong (any one of them could come)', () => {
    const could = built(noNoneNotAnyTopic).filter((x) => /^___ of [^.]*\bcould\b/.test(x.text));
    expect(could.length).toBeGreaterThan(0);
    for (const e of could)
      expect(
        e.choices.map((c) => c.toLowerCase()),
        e.text,
      ).not.toContain('any');
  });

  it('round 2002: "the" against no article never before a plural with a who-clause ("thanked ___ people who")', () => {
    const built2 = built(articlesGeneralSpecificTopic);
    expect(built2.length).toBeGreaterThan(100);
    for (const e of built2) expect(e.text, e.text).not.toMatch(/___ people who/);
  });
});
