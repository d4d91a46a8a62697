import { describe, expect, it } from 'vitest';
import { formatFlagReport } from './flags-report.ts';

const row = (
  id: string,
  topic: string,
  flags: string[],
  severity: number,
  decision = null as null | { kind: string; note: string },
) => ({
  exerciseId: id,
  topicSlug: topic,
  flags,
  silenced: [],
  severity,
  answers: 40,
  openReports: 0,
  decision,
});

describe('content:flags report', () => {
  it('groups flags by topic, busiest topic first and worst exercise first, with the sentence and key', () => {
    const out = formatFlagReport(
      [
        row('e1', 'do-does', ['far-harder-than-topic'], 2.4),
        row('e2', 'do-does', ['distractor-beats-key', 'far-harder-than-topic'], 5.5),
        row('e3', 'articles', [], 0, { kind: 'fix-generator', note: 'an before "university"' }),
        row('e4', 'articles', [], 0.5),
      ],
      (id) =>
        id === 'e2' ? { text: 'He ___ work.', answer: "doesn't", choices: ["don't", "doesn't"] } : undefined,
    );
    const lines = out.split('\n');
    expect(lines[0]).toBe(
      '3 exercises in 2 topics (distractor-beats-key 1, far-harder-than-topic 2, far-easier-than-topic 0, reported 0, unhelpful-explanation 0)',
    );
    expect(lines[2]).toBe('do-does (2)');
    expect(lines[3]).toContain("e2  He [doesn't] work.  choices: don't / doesn't");
    expect(lines[4]).toContain('distractor-beats-key, far-harder-than-topic; 40 answers');
    expect(lines[5]).toContain('e1  (not in the bank)');
    expect(out).toContain('fix the generator: an before "university"');
    expect(out).not.toContain('e4');
  });

  it('says so when nothing is flagged', () => {
    expect(formatFlagReport([], () => undefined)).toMatch(/^No flags/);
  });
});
