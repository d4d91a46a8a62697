import { success, topicWithExercisesSchema } from '@gapwise/contracts';
import { createRng } from '@gapwise/grammar';
import { describe, expect, it } from 'vitest';
import { loadedContent } from '../../../test/bank.ts';
import { topicSession, topicSessionJson } from './practice.service.ts';

const envelope = success(topicWithExercisesSchema);

describe('a topic session as the JSON the route sends', () => {
  it('is the text the contract schema would serialise for the same draw, call after call', () => {
    const content = loadedContent();
    const viewer = { kind: 'user', isPremium: true } as const;
    for (const [slug, limit] of [
      ['articles', 10],
      ['articles', 3],
    ] as const) {
      for (let i = 0; i < 3; i++) {
        const seed = `session-${slug}-${limit}-${i}`;
        const options = { limit, isOnlyHighQuality: false };
        const json = topicSessionJson(content, slug, viewer, { ...options, random: createRng(seed).next });
        const object = topicSession(content, slug, viewer, { ...options, random: createRng(seed).next });
        expect(object.exercises).toHaveLength(limit);
        expect(json.toString('utf8')).toBe(
          JSON.stringify(envelope.parse({ isSuccess: true, content: object })),
        );
      }
    }
  });

  it('still refuses what the viewer may not open, before anything is serialised', () => {
    const content = loadedContent();
    // A visitor opens only the demo topics; the test bank's modal topic is not one of them.
    expect(() =>
      topicSessionJson(content, 'modal-perfect', { kind: 'visitor' }, { limit: 5, isOnlyHighQuality: false }),
    ).toThrow(expect.objectContaining({ statusCode: 403 }));
  });
});
