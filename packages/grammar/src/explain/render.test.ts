import { describe, expect, it } from 'vitest';
import { SECTIONS } from '../catalogue.ts';
import { auditRenders, formatAudit, sampleDrafts } from './audit.ts';

const TOPICS = SECTIONS.flatMap((s) => s.topics);

// The full pass (every exercise × every choice × en, uk) runs in `npm run content:audit`; here a seeded
// sample of every topic goes through the very function the server calls. Generating every topic's drafts
// is most of the cost (about 8 s on a quiet 2-core machine), hence the longer timeout on a busy one.
describe('every explanation whole (seeded sample of every topic)', () => {
  it('renders with no empty quote, no placeholder, the choice and the answer named, a fitting example', {
    timeout: 120_000,
  }, () => {
    const audit = auditRenders(sampleDrafts(TOPICS, 12), 10);
    expect(audit.rendered).toBeGreaterThan(TOPICS.length * 12 * 2 * 2);
    expect(audit.broken, formatAudit(audit)).toBe(0);
  });
});
