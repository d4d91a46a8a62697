import { SECTION_RECORDS_MERGE_MAX } from '@gapwise/contracts/constants';
import { describe, expect, it } from 'vitest';
import { parseLinkRecords } from './link-records.ts';

describe('parseLinkRecords', () => {
  it('keeps the stars a visitor link carries', () => {
    const raw = JSON.stringify({ basics: { articles: { stars: 2 }, 'do-does': { stars: 3 } } });
    expect(parseLinkRecords(raw)).toEqual({ basics: { articles: { stars: 2 }, 'do-does': { stars: 3 } } });
  });

  it('drops per-answer counts: a link never writes them into an account', () => {
    const raw = JSON.stringify({
      basics: { articles: { stars: 1, smart: { the: { correct: 1000, incorrect: 1000 } } } },
    });
    expect(parseLinkRecords(raw)).toEqual({ basics: { articles: { stars: 1 } } });
  });

  it('refuses what the contract refuses', () => {
    for (const raw of [
      'not json',
      '[]',
      '"basics"',
      JSON.stringify({ basics: { articles: { stars: 7 } } }),
      JSON.stringify({ basics: { articles: { stars: 1, smart: { the: { correct: 1001, incorrect: 0 } } } } }),
      JSON.stringify({ basics: { articles: 3 } }),
      JSON.stringify({}),
    ])
      expect(parseLinkRecords(raw), raw).toBeNull();
  });

  it('refuses more topics than one merge may carry, and overlong links', () => {
    const topics = Object.fromEntries(
      Array.from({ length: SECTION_RECORDS_MERGE_MAX + 1 }, (_, i) => [`t${i}`, { stars: 1 }]),
    );
    expect(parseLinkRecords(JSON.stringify({ s: topics }))).toBeNull();
    expect(parseLinkRecords(JSON.stringify({ s: { ['t'.repeat(40_000)]: { stars: 1 } } }))).toBeNull();
  });
});
