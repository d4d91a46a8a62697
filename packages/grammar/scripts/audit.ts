// npm run content:audit — the independent checker gate. Every correct sentence (blank filled with the
// answer) goes through Debian's link-grammar; verdicts are cached by sentence hash in
// data/checker-cache.json (committed), so only new sentences are parsed. Fails when a correct sentence
// does not parse and its topic/skeleton is not listed in data/checker-gaps.json with a reason.
import { spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { checkedSentences, distractorSentences } from '../src/checker-verdicts.ts';
import { auditRenders, formatAudit } from '../src/explain/audit.ts';
import { buildBank } from '../src/index.ts';
import { CACHE_PATH, checkerCache, sentenceKey, serializeCache } from './checker-cache.ts';

const GAPS_PATH = new URL('../data/checker-gaps.json', import.meta.url);
const gaps = JSON.parse(readFileSync(GAPS_PATH, 'utf8')) as { patterns: { match: string; reason: string }[] };
const gapPatterns = gaps.patterns.map((g) => ({ ...g, re: new RegExp(g.match) }));

const PARSER = `
import sys, json, time
from linkgrammar import Dictionary, ParseOptions, Sentence
d = Dictionary('en'); po = ParseOptions(min_null_count=0, max_null_count=0, max_parse_time=2)
# A parse that ran out of its 2 s (a loaded machine) is not a verdict: it is tried again with time to spare,
# so no correct sentence is cached as rejected because the CPU was busy.
slow = ParseOptions(min_null_count=0, max_null_count=0, max_parse_time=60)
for i, line in enumerate(sys.stdin):
    s = json.loads(line)
    try:
        started = time.monotonic()
        ok = len(Sentence(s, d, po).parse()) > 0
        if not ok and time.monotonic() - started > 1.5:
            ok = len(Sentence(s, d, slow).parse()) > 0
    except Exception:
        ok = False
    sys.stdout.write('@%d %d\\n' % (i, 1 if ok else 0)); sys.stdout.flush()
`;

async function parseAll(sentences: string[]): Promise<boolean[]> {
  if (sentences.length === 0) return [];
  const child = spawn('/usr/bin/python3', ['-c', PARSER], {
    env: { ...process.env, LANG: 'C.UTF-8' },
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const out: boolean[] = [];
  let buffer = '';
  const done = new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      buffer += chunk.toString();
      const lines = buffer.split('\n');
      buffer = lines.pop() ?? '';
      // Only our own "@index verdict" lines count: the library may print notices on stdout.
      for (const l of lines) {
        const m = /^@(\d+) ([01])$/.exec(l.trim());
        if (m) out[Number(m[1])] = m[2] === '1';
      }
      if (out.length % 2000 === 0) process.stderr.write(`\r  parsed ${out.length}/${sentences.length}`);
    });
    child.on('exit', (code) =>
      code === 0
        ? resolve()
        : reject(new Error(`link-grammar exited with ${code} (is python3-link-grammar installed?)`)),
    );
  });
  for (const s of sentences) child.stdin.write(`${JSON.stringify(s)}\n`);
  child.stdin.end();
  await done;
  process.stderr.write('\n');
  return out;
}

// `--topic a,b` audits only those topics (for a contributor working on a few; CI runs the whole bank).
const topicArg = process.argv.indexOf('--topic');
const onlyTopics = topicArg > 0 ? new Set((process.argv[topicArg + 1] ?? '').split(',')) : null;
const fullBank = buildBank();
const bank = onlyTopics
  ? { ...fullBank, exercises: new Map([...fullBank.exercises].filter(([slug]) => onlyTopics.has(slug))) }
  : fullBank;
if (onlyTopics && bank.exercises.size !== onlyTopics.size)
  throw new Error(
    `unknown topic in --topic: ${[...onlyTopics].filter((t) => !bank.exercises.has(t)).join(', ')}`,
  );
const cache = checkerCache();
// A dialogue ("Does she…? — Yes, she does.") is checked turn by turn: the parser takes one sentence.
const items = [...bank.exercises.values()]
  .flat()
  // Dialogue turns and hinted words are split and stripped as the build-time gate does (checkedSentences).
  .flatMap((e) => checkedSentences(e).map((sentence) => ({ e, sentence })));
// Syntactic distractors are parsed too (from the drafts before any were dropped): one the checker
// accepts is left out of the bank at build time (src/bank.ts).
const distractorChecks = [...bank.exercises.values()]
  .flat()
  .flatMap((e) => distractorSentences(e).flatMap((x) => x.sentences));
const missing = [
  ...new Set(
    [...items.map((i) => i.sentence), ...distractorChecks].filter((s) => !cache.has(sentenceKey(s))),
  ),
];
console.log(
  `${items.length} correct sentences (dialogues split into turns), ${missing.length} not yet in the cache`,
);
const verdicts = await parseAll(missing);
for (const [i, s] of missing.entries()) cache.set(sentenceKey(s), verdicts[i] ?? false);
writeFileSync(CACHE_PATH, serializeCache(cache));

const newlyAccepted = [...bank.exercises.values()]
  .flat()
  .flatMap((e) => distractorSentences(e).map((x) => ({ e, ...x })))
  .filter((x) => x.sentences.every((s) => cache.get(sentenceKey(s)) === true));
console.log(
  `${distractorChecks.length} syntactic distractors checked; ${newlyAccepted.length} newly parsed by the checker and dropped at the next build${newlyAccepted.length ? ' (run the audit again)' : ''}`,
);
for (const x of newlyAccepted.slice(0, 10)) console.log(`  ~ ${x.e.topicSlug}: ${x.sentences.join(' — ')}`);

const failures = new Map<string, string[]>();
const known = new Map<string, number>();
for (const { e, sentence } of items) {
  if (cache.get(sentenceKey(sentence))) continue;
  const gap = gapPatterns.find((g) => g.re.test(sentence));
  if (gap) {
    known.set(gap.reason, (known.get(gap.reason) ?? 0) + 1);
    continue;
  }
  const key = `${e.topicSlug}/${e.skeleton}`;
  const list = failures.get(key) ?? [];
  list.push(sentence);
  failures.set(key, list);
}
const passedCount = items.filter((i) => cache.get(sentenceKey(i.sentence))).length;
console.log(
  `checker accepts ${passedCount}/${items.length} (${((passedCount / items.length) * 100).toFixed(1)}%) correct sentences`,
);
for (const [reason, count] of known) console.log(`  known checker gap (${count}): ${reason}`);
const unlisted = [...failures.entries()];
const byTopic = new Map<string, number>();
for (const [key] of unlisted)
  byTopic.set(key.split('/')[0] ?? key, (byTopic.get(key.split('/')[0] ?? key) ?? 0) + 1);
if (unlisted.length > 60) console.log(`  by topic: ${[...byTopic].map(([t, n]) => `${t} ${n}`).join(', ')}`);
for (const [key, list] of unlisted.slice(0, 60)) console.log(`  ✗ ${key} (${list.length}): ${list[0]}`);
if (unlisted.length > 0) {
  console.log(
    `\n${unlisted.length} topic/skeleton groups have correct sentences the checker rejects and no recorded reason in data/checker-gaps.json: fix the sentences or record the gap.`,
  );
  process.exitCode = 1;
}

// Every explanation whole: each exercise × each choice (wrong and right) × en, uk, through the explainer
// the server calls. Fails on an empty quote, an unfilled placeholder, a reason that does not quote the
// choice, a text without the right sentence, a missing template or mis-fed params, or a foreign example.
const topicMetas = new Map(bank.sections.flatMap((s) => s.topics).map((t) => [t.slug, t]));
const renders = auditRenders(
  [...bank.exercises].flatMap(([slug, items]) => {
    const topic = topicMetas.get(slug);
    return topic ? [{ topic, items }] : [];
  }),
);
console.log(formatAudit(renders));
if (renders.broken > 0) process.exitCode = 1;
