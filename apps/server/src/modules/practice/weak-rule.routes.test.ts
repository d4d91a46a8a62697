import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadedContent, testBank } from '../../../test/bank.ts';
import { testConfig } from '../../../test/config.ts';
import { DATABASE_KINDS, freshDatabase } from '../../../test/databases.ts';
import { type App, buildApp } from '../../app.ts';
import type { Database } from '../../db/client.ts';

/** The test bank's articles, every third one teaching another rule with another confusion. */
function twoRuleContent() {
  const bank = testBank();
  for (const [i, e] of (bank.exercises.get('articles') ?? []).entries()) {
    if (i % 3 !== 0) continue;
    e.rationale = {
      ruleId: 'a-consonant',
      trigger: ['pear'],
      distractors: [
        { choice: e.choices.find((c) => c !== e.answer) ?? '', errorType: 'an-before-consonant' },
      ],
    };
  }
  return loadedContent(bank);
}

describe.each(DATABASE_KINDS)('weak-rule sessions on %s', (kind) => {
  let database: Database;
  let app: App;
  const content = twoRuleContent();
  beforeAll(async () => {
    database = await freshDatabase(kind);
    app = await buildApp({ config: testConfig(), database, content });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const ids = async (query: string) => {
    const res = await app.inject({ method: 'GET', url: `/api/topics/articles?${query}` });
    expect(res.statusCode).toBe(200);
    return res.json().content.exercises.map((e: { id: string }) => e.id) as string[];
  };

  it('serves only exercises that offer that confusion, by error type or by rule id', async () => {
    for (const [rule, errorType] of [
      ['an-before-consonant', 'an-before-consonant'],
      ['article-sound', 'article-sound'],
      ['a-consonant', 'an-before-consonant'],
    ]) {
      const served = await ids(`limit=10&rule=${rule}`);
      expect(served).toHaveLength(10);
      for (const id of served)
        expect(content.exercise(id)?.rationale.distractors.map((d) => d.errorType)).toEqual([errorType]);
    }
    // Without a rule the session mixes both (a third of the topic is the other rule).
    const mixed = new Set(
      (await ids('limit=30')).map((id) => content.exercise(id)?.rationale.distractors[0]?.errorType),
    );
    expect(mixed.size).toBe(2);
  });

  it('answers an unknown or malformed rule with a stable 400, never a 500', async () => {
    for (const [rule, code] of [
      ['agreement-3sg', 'RULE_NOT_FOUND'],
      ['Bad Rule!', 'VALIDATION_FAILED'],
      ['x'.repeat(81), 'VALIDATION_FAILED'],
    ] as const) {
      const res = await app.inject({
        method: 'GET',
        url: `/api/topics/articles?rule=${encodeURIComponent(rule)}`,
      });
      expect(res.statusCode, rule).toBe(400);
      expect(res.json().error).toMatchObject({ code, field: expect.stringContaining('rule') });
    }
  });
});
