import { FLAG_RULES } from '@gapwise/contracts';

export interface FlagReportRow {
  exerciseId: string;
  topicSlug: string;
  flags: string[];
  silenced: string[];
  severity: number;
  answers: number;
  openReports: number;
  decision: { kind: string; note: string } | null;
}

/**
 * `npm run content:flags`: the current flags grouped by topic (topics with the most flagged exercises
 * first, each worst first), with the sentence and key when the bank knows them, and what admins decided.
 */
export function formatFlagReport(
  rows: readonly FlagReportRow[],
  sentence: (id: string) => { text: string; answer: string; choices: string[] } | undefined,
): string {
  const flagged = rows.filter((r) => r.flags.length > 0 || r.decision?.kind === 'fix-generator');
  if (flagged.length === 0) return 'No flags: learners’ answers, reports and ratings raise nothing yet.\n';
  const byTopic = new Map<string, FlagReportRow[]>();
  for (const r of flagged) byTopic.set(r.topicSlug, [...(byTopic.get(r.topicSlug) ?? []), r]);
  const topics = [...byTopic].sort((a, b) => b[1].length - a[1].length || a[0].localeCompare(b[0]));
  const lines: string[] = [];
  const counts = FLAG_RULES.map((rule) => `${rule} ${flagged.filter((r) => r.flags.includes(rule)).length}`);
  lines.push(`${flagged.length} exercises in ${topics.length} topics (${counts.join(', ')})`, '');
  for (const [topic, list] of topics) {
    lines.push(`${topic} (${list.length})`);
    for (const r of [...list].sort((a, b) => b.severity - a.severity)) {
      const e = sentence(r.exerciseId);
      const text = e
        ? `${e.text.replace('___', `[${e.answer}]`)}  choices: ${e.choices.join(' / ')}`
        : '(not in the bank)';
      lines.push(`  ${r.severity.toFixed(1).padStart(4)}  ${r.exerciseId}  ${text}`);
      lines.push(
        `        ${r.flags.join(', ') || '—'}; ${r.answers} answers, ${r.openReports} open reports${r.silenced.length ? `; kept: ${r.silenced.join(', ')}` : ''}`,
      );
      if (r.decision?.kind === 'fix-generator') lines.push(`        fix the generator: ${r.decision.note}`);
    }
    lines.push('');
  }
  return `${lines.join('\n')}\n`;
}
