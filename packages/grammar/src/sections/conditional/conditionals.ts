import { d, item, L, rule, topic } from '../../engine.ts';
import { verbForms } from '../../morph/verbs.ts';
import {
  fill,
  modal,
  parseSlot,
  pastSimple,
  present,
  resultMayLead,
  STATIVE,
  wouldPast,
} from '../../sections/conditional/clause.ts';
import type { ExerciseDraft, Rng, TopicDef } from '../../types.ts';

/** Condition and result clauses: [subject, base verb phrase, third-person form, past form]. */
const CONDITIONS: [string, string, string, string][] = [
  ['it', 'rain', 'rains', 'rained'],
  ['you', 'hurry', 'hurry', 'hurried'],
  ['she', 'study hard', 'studies hard', 'studied hard'],
  ['we', 'leave now', 'leave now', 'left now'],
  ['they', 'miss the bus', 'miss the bus', 'missed the bus'],
  ['he', 'call me', 'calls me', 'called me'],
  ['I', 'have time', 'have time', 'had time'],
  ['you', 'ask her', 'ask her', 'asked her'],
  ['the weather', 'be nice', 'is nice', 'was nice'],
  ['Tom', 'come', 'comes', 'came'],
  ['we', 'take a taxi', 'take a taxi', 'took a taxi'],
  ['she', 'feel better', 'feels better', 'felt better'],
  ['you', 'heat ice', 'heat ice', 'heated ice'],
  ['my parents', 'agree', 'agree', 'agreed'],
  ['the shop', 'be open', 'is open', 'was open'],
];
const RESULTS: string[] = [
  'we will stay at home',
  'we will catch the train',
  'she will pass the exam',
  'we will be on time',
  'they will be late',
  'I will tell him the news',
  'I will help you',
  'she will say yes',
  'we will go to the beach',
  'I will be very happy',
  'it will be cheaper',
  'she will come to the party',
  'it will melt',
  'we will buy a dog',
  'I will buy some bread',
];
const SECOND_RESULTS: string[] = [
  'we would stay at home',
  'we would catch the train',
  'she would pass the exam',
  'we would be on time',
  'they would be late',
  'I would tell him the news',
  'I would help you',
  'she would say yes',
  'we would go to the beach',
  'I would be very happy',
  'it would be cheaper',
  'she would come to the party',
  'it would melt',
  'we would buy a dog',
  'I would buy some bread',
];
const thirdSg = (s: string) => ['it', 'she', 'he', 'Tom', 'the weather', 'the shop'].includes(s);

export const firstConditional: TopicDef = topic({
  slug: 'first-conditional',
  section: 'conditional',
  name: L('First conditional: if + present, will', 'Перший тип умовних речень: if + present, will'),
  level: 'intermediate',
  possibleAnswers: ['rains', 'will stay'],
  rule: L(
    'For a real possibility in the future: If + present simple, will + base form. Never will in the if-clause: If it rains (not will rain), we will stay at home.',
    'Для реальної можливості в майбутньому: If + present simple, will + початкова форма. У частині з if will не вживаємо: If it rains (а не will rain), we will stay at home.',
  ),
  signals: L(
    'if, unless, as soon as + present; the other clause with will',
    'if, unless, as soon as + present; інша частина з will',
  ),
  examples: ['If it rains, we will stay at home.', 'If you hurry, you will catch the train.'],
  rules: [
    rule(
      'if-present',
      'After if (for the future) use the present simple, not will.',
      'Після if (про майбутнє) — present simple, а не will.',
    ),
    rule(
      'result-will',
      'The result clause takes will + base form.',
      'Головна частина (наслідок) — will + початкова форма.',
    ),
  ],
  target: 400,
  *generate(rng) {
    const all = rng.shuffle(CONDITIONS.flatMap((c, i) => [0, 1].map((k) => [c, i, k] as const)));
    for (const [[subject, base, third, past], i, k] of all) {
      const present = thirdSg(subject) ? third : base;
      const result = RESULTS[i] ?? '';
      const [head, ...restWords] = base.split(' ');
      const rest = restWords.length ? ` ${restWords.join(' ')}` : '';
      if (k === 0) {
        yield item(rng, {
          text: `If ${subject} {}, ${result}.`,
          answer: present,
          wrong: [
            d(`will ${head === 'be' ? 'be' : head}${rest}`, 'will-after-if', {}),
            d(past, 'past-in-first-conditional', {}),
          ],
          ruleId: 'if-present',
          trigger: ['If', 'will'],
          skeleton: `first-if-${i}`,
        });
      } else {
        const [rs, ...rv] = result.split(' ');
        const verbPhrase = rv.slice(1).join(' ');
        yield item(rng, {
          text: `If ${subject} ${present}, ${rs} {}.`,
          answer: `will ${verbPhrase}`,
          wrong: [
            d(`would ${verbPhrase}`, 'would-in-first-conditional', {}),
            d(
              `${verbPhrase.split(' ')[0] === 'be' ? (rs === 'I' ? 'am' : rs === 'it' || rs === 'she' ? 'is' : 'are') : verbPhrase.split(' ')[0]} ${verbPhrase.split(' ').slice(1).join(' ')}`.trim(),
              'present-in-result',
              {},
            ),
          ],
          ruleId: 'result-will',
          trigger: ['If', present],
          skeleton: `first-result-${i}`,
        });
      }
    }
    yield* firstMore(rng);
  },
});

export const secondConditional: TopicDef = topic({
  slug: 'second-conditional',
  section: 'conditional',
  name: L('Second conditional: if + past, would', 'Другий тип умовних речень: if + past, would'),
  level: 'intermediate',
  possibleAnswers: ['had', 'would buy', 'were'],
  rule: L(
    'For an unreal or unlikely situation now: If + past simple, would + base form: If I had more time, I would learn Spanish. Would is not used in the if-clause.',
    'Для нереальної чи малоймовірної ситуації зараз: If + past simple, would + початкова форма: If I had more time, I would learn Spanish. У частині з if would не вживаємо.',
  ),
  signals: L('if + past form, would in the other clause', 'if + форма минулого, would в іншій частині'),
  examples: ['If I had more money, I would buy a car.', 'If she asked me, I would help her.'],
  rules: [
    rule(
      'if-past',
      'In the if-clause use the past simple (not would).',
      'У частині з if — past simple (а не would).',
    ),
    rule(
      'result-would',
      'The result clause takes would + base form (not will).',
      'Головна частина (наслідок) — would + початкова форма (а не will).',
    ),
  ],
  target: 400,
  *generate(rng) {
    const all = rng.shuffle(CONDITIONS.flatMap((c, i) => [0, 1].map((k) => [c, i, k] as const)));
    for (const [[subject, base, , past], i, k] of all) {
      if (subject === 'you' && base === 'heat ice') continue;
      const result = SECOND_RESULTS[i] ?? '';
      const pastForm = past.replace(
        /^was /,
        ['you', 'we', 'they', 'my parents'].includes(subject) ? 'were ' : 'was ',
      );
      if (k === 0) {
        yield item(rng, {
          text: `If ${subject} {}, ${result}.`,
          answer: pastForm,
          wrong: [
            // "If my parents would agree" is willingness and right: would only against a state verb.
            ...(STATIVE.has(base.split(' ')[0] ?? '') ? [d(`would ${base}`, 'would-after-if', {})] : []),
            d(thirdSg(subject) ? (CONDITIONS[i]?.[2] ?? base) : base, 'present-in-second-conditional', {}),
          ],
          ruleId: 'if-past',
          trigger: ['would'],
          skeleton: `second-if-${i}`,
        });
      } else {
        const [rs, ...rv] = result.split(' ');
        const verbPhrase = rv.slice(1).join(' ');
        yield item(rng, {
          text: `If ${subject} ${pastForm}, ${rs} {}.`,
          answer: `would ${verbPhrase}`,
          wrong: [
            d(`will ${verbPhrase}`, 'will-in-second-conditional', {}),
            d(`would ${verbPhrase.replace(/^(\w+)/, (w) => verbForms(w).past)}`, 'past-after-would', {}),
          ],
          ruleId: 'result-would',
          trigger: ['If', pastForm],
          skeleton: `second-result-${i}`,
        });
      }
    }
    yield* secondMore(rng);
  },
});

/**
 * Authored first-conditional pairs: [if-clause, result], a real possibility and what it will lead to.
 * Each gives three exercises (the if-verb, the result verb, the if-verb with the result first).
 */
const FIRST_MORE: [string, string][] = [
  ['it [rain:3] tomorrow', 'we [cancel] the picnic'],
  ['you [not hurry]', 'you [miss] the last bus'],
  ['I [finish] work early today', 'I [cook] dinner'],
  ['she [get:3] the job', 'she [move] to London'],
  ['we [leave] before eight', 'we [avoid] the traffic'],
  ['the train [be:3] late', 'I [call] you from the station'],
  ['~you [send] me the file today', 'I [check] it tonight'],
  ['they [win] the next match', 'they [reach] the final'],
  ['he [not set:3] an alarm', 'he [oversleep] again'],
  ['the shop [be:3] still open', 'I [buy] some milk on the way home'],
  ['~you [eat] all those sweets', 'you [feel] sick'],
  ['we [miss] this train', 'we [take] the next one'],
  ['it [be:3] sunny on Saturday', 'we [have] a barbecue'],
  ['~you [lend] me your bike', 'I [bring] it back tomorrow'],
  ['the price [go:3] down', 'I [buy] the laptop'],
  ['Anna [not practise:3] more', 'she [fail] her driving test'],
  ['I [see] Mark at work tomorrow', 'I [give] him your message'],
  ['the meeting [finish:3] on time', 'we [catch] the earlier train'],
  ['my parents [visit] us this weekend', 'we [take] them to the new restaurant'],
  ['you [not wear] a coat', 'you [catch] a cold'],
  ['the weather [stay:3] dry', 'we [paint] the fence on Sunday'],
  ['we [book] the tickets today', 'we [get] a discount'],
  ['you [need] a lift to the airport', 'I [drive] you'],
  ['the baby [sleep:3] well tonight', 'we all [feel] better tomorrow'],
  ['Tom [fail:3] this exam', 'he [have] to take it again in August'],
  ['it [snow:3] tonight', 'the roads [be] dangerous in the morning'],
  ['I [get] a pay rise', 'I [take] my family on holiday'],
  ['the bank [approve:3] our loan', 'we [buy] the flat'],
  ['you [not charge] your phone', 'it [die] before lunch'],
  ['she [call:3] me tonight', 'I [tell] her the good news'],
  ['we [not leave] now', 'we [be] late for the concert'],
  ['the bus [not come:3] soon', 'I [walk] to work'],
  ['~you [join] the gym with me', 'I [pay] for your first month'],
  ['they [open] a new café on our street', 'I [go] there every morning'],
  ['the test results [be] good', 'Olena [go] home on Friday'],
  ['I [not find] my keys', 'I [be] late for work'],
  ['~you [turn] left at the church', 'you [see] the post office'],
  ['the flight [be:3] cancelled', 'we [stay] another night at the hotel'],
  ['~he [drink:3] coffee this late', 'he [not sleep] tonight'],
  ['we [plant] the seeds this week', 'we [have] flowers by June'],
  ['~you [read] the instructions first', 'you [not break] the machine'],
  ['my sister [pass:3] her exams', 'she [go] to university in Lviv'],
  ['it [be:3] too cold tomorrow', 'we [not go] swimming'],
  ['~you [give] me your email address', 'I [send] you the photos'],
  ['the café [be:3] full', 'we [sit] outside'],
  ['they [not fix] the heating soon', 'we [freeze] this winter'],
  ['I [have] time after lunch', 'I [clean] the kitchen'],
  ['~you [invite] Maria', 'she [bring] her famous cake'],
  ['Dad [see:3] this mess', 'he [be] very angry'],
  ['we [take] the new road', 'we [get] there in two hours'],
  ['the rain [stop:3] soon', 'we [go] for a walk'],
  ['~you [keep] the receipt', 'you [get] your money back'],
  ['I [lose] this job', 'I [look] for another one'],
  ['the children [behave] well today', 'they [get] ice cream after school'],
  ['~he [say:3] sorry', 'she [forgive] him'],
  ['~you [speak] slowly', 'the students [understand] you'],
  ['the printer [work:3] again', 'I [print] the tickets at home'],
  ['~you [leave] the window open', 'the cat [get] out'],
  ['we [sell] the car', 'we [have] enough money for the trip'],
  ['the team [play:3] this badly on Sunday', 'they [lose] the final'],
  ['~you [put] the milk in the fridge', 'it [stay] fresh until Monday'],
  ['I [not pay] the bill by Friday', 'they [cut] off my internet'],
  ['Kate [get:3] home early', 'she [walk] the dog'],
  ['the hotel [have:3] a free room', 'we [stay] there tonight'],
  ['~you [tell] him the truth', 'he [understand]'],
  ['our flight [land:3] on time', 'we [be] home by midnight'],
  ['the kids [go] to bed early', 'we [watch] a film'],
  ['you [not study] for the test', 'you [get] a bad mark'],
  ['the landlord [raise:3] the rent', 'we [look] for a new flat'],
  ['I [win] this competition', 'I [spend] the prize on a new bike'],
  ['it [be:3] warm enough', 'we [eat] on the balcony'],
  ['~you [add] too much salt', 'the soup [taste] awful'],
  ['~my boss [agree:3]', 'I [work] from home on Fridays'],
  ['we [hurry]', 'we [catch] the start of the film'],
  ['the post [arrive:3] today', 'I [get] my new passport'],
  ['~you [ask] at reception', 'they [give] you a map'],
  ['she [not take:3] her medicine', 'she [not get] better'],
  ['the neighbours [have] another party tonight', 'I [not sleep] at all'],
  ['I [finish] this report by five', 'I [come] to the gym with you'],
  ['he [not wear:3] a helmet', 'his mother [be] furious'],
  ['the museum [be:3] open on Monday', 'we [visit] it with the kids'],
  ['~you [practise] every day', 'you [play] the song perfectly at the concert'],
  ['the taxi [not arrive:3] in five minutes', 'we [miss] our flight'],
  ['they [offer] me the job', 'I [accept] it'],
  ['you [break] that vase', 'your grandmother [be] upset'],
  ['we [not water] the garden', 'the flowers [die]'],
  ['I [find] a cheap flight', 'I [visit] my cousin in Canada'],
  ['the company [do:3] well this year', 'everyone [get] a bonus'],
  ['~you [wait] here', 'I [get] the car'],
  ['it [not stop:3] raining', 'the match [be] cancelled'],
  ['Ivan [come:3] to the party', 'he [bring] his guitar'],
  ['~you [leave] the meat in the oven any longer', 'it [burn]'],
  ['I [see] a nice jacket in the sale', 'I [buy] it for you'],
  ['the wind [get:3] stronger', 'we [sail] back to the harbour'],
  ['~you [switch] off the lights', 'we [save] some money'],
  ['the doctor [say:3] I am fine', 'I [go] back to work on Monday'],
  ['we [find] a babysitter', 'we [go] to the cinema on Friday'],
  ['you [not tidy] your room', 'you [not get] any pocket money'],
  ['the storm [reach:3] the coast tonight', 'the ferries [stop]'],
  ['the river [rise:3] any higher', 'the village [flood]'],
  ['the parcel [not arrive:3] by Thursday', 'I [complain] to the shop'],
  ['the roads [be] icy tomorrow morning', 'the school [close]'],
  ['my train [be:3] on time', 'I [meet] you at the café at six'],
  ['the concert [sell:3] out', 'we [watch] it online'],
  ['the tickets [cost] more than fifty euros', 'I [not go]'],
  ['the heating [break:3] down again', 'we [call] the landlord'],
  ['it [be:3] foggy in the morning', 'the flights [be] delayed'],
  ['the lift [not work:3] today', 'we [take] the stairs'],
  ['the exam [be:3] on Monday', 'I [spend] Sunday in the library'],
  ['the vet [say:3] the dog is healthy', 'we [take] him home today'],
  ['I [not get] a visa in time', 'I [miss] the conference'],
  ['the baby [wake:3] up early', 'we [go] to the park before breakfast'],
  ['the sales [start] next week', 'I [buy] a new winter coat'],
  ['our team [lose:3] again', 'the coach [lose] his job'],
  ['it [be:3] too windy', 'we [not go] sailing'],
  ['my flight [be:3] delayed', 'I [miss] my connection in Vienna'],
];

function* firstMore(rng: Rng): Generator<ExerciseDraft> {
  const all = rng.shuffle(FIRST_MORE.flatMap((pair, i) => [0, 1, 2].map((k) => [pair, i, k] as const)));
  for (const [[c, r], i, k] of all) {
    const cond = parseSlot(c.replace(/^~/, ''));
    const res = parseSlot(r);
    const ifPresent = fill(cond, present(cond));
    const resWill = fill(res, modal(res, 'will'));
    const skeleton = `first-more-${i}`;
    if (k === 1) {
      yield item(rng, {
        text: `If ${ifPresent}, ${fill(res, '{}')}.`,
        answer: modal(res, 'will'),
        wrong: [d(modal(res, 'would'), 'would-in-first-conditional', {})],
        ruleId: 'result-will',
        trigger: ['If', present(cond)],
        skeleton,
      });
      continue;
    }
    // "~": a wilful act ("if you will wait here", "if he will apologise") where will is also right.
    if (c.startsWith('~')) continue;
    // No pronoun before its name: not "He will have to take it again if Tom fails this exam".
    if (k === 2 && !resultMayLead(c, r)) continue;
    const wrong = [d(modal(cond, 'will'), 'will-after-if', {})];
    if (cond.person === '3' && !cond.neg)
      wrong.push(d(present(cond, ''), 'agreement-3sg', { subject: cond.before }));
    yield item(rng, {
      text: k === 0 ? `If ${fill(cond, '{}')}, ${resWill}.` : `${resWill} if ${fill(cond, '{}')}.`,
      answer: present(cond),
      wrong,
      ruleId: 'if-present',
      trigger: ['if', 'will'],
      skeleton,
    });
  }
}

/**
 * Authored second-conditional pairs: [if-clause, result], something imagined or unlikely now and what
 * would follow. `be` in the if-clause is "were" for every subject (was is never offered as wrong).
 */
const SECOND_MORE: [string, string][] = [
  ['I [be:1] you', 'I [take] the job'],
  ['I [have] a garden', 'I [grow] my own vegetables'],
  ['we [live] in the country', 'we [keep] chickens'],
  ['our flat [have:3] a balcony', 'we [eat] outside in summer'],
  ['I [have] more free time', 'I [learn] to play the guitar'],
  ['we [live] by the sea', 'we [go] swimming every day'],
  ['I [know] her number', 'I [call] her right now'],
  ['she [have:3] a car', 'she [not need] to take the bus to work'],
  ['I [win] the lottery', 'I [buy] a house in the mountains'],
  ['he [speak:3] English', 'he [get] a better job'],
  ['it [not be:3] so expensive', 'we [eat] there more often'],
  ['I [be:1] taller', 'I [play] basketball'],
  ['they [have] a garden', 'they [get] a dog'],
  ['I [not have] to work tomorrow', 'I [stay] at the party longer'],
  ['we [have] more money', 'we [travel] around the world'],
  ['my flat [be:3] bigger', 'I [invite] all my friends for dinner'],
  ['I [live] in Paris', 'I [visit] the Louvre every week'],
  ['she [know:3] the answer', 'she [tell] us'],
  ['he [not work:3] so much', 'he [spend] more time with his children'],
  ['I [own] a boat', 'I [sail] to Greece every summer'],
  ['people [drive] less', 'the air in cities [be] cleaner'],
  ['I [be:1] rich', 'I [give] money to the animal shelter'],
  ['we [not have] a dog', 'we [travel] more'],
  ['you [get] up earlier', 'you [not be] late every day'],
  ['it [be:3] summer now', 'we [be] on the beach'],
  ['I [speak] Japanese', 'I [read] manga in the original'],
  ['my grandparents [live] closer', 'we [see] them every weekend'],
  ['I [have] a bigger kitchen', 'I [cook] much more'],
  ['he [be:3] more patient', 'he [be] a great teacher'],
  ['we [have] a car', 'we [drive] to the lake every weekend'],
  ['I [have] more energy', 'I [go] out tonight'],
  ['the trains [run] at night', 'I [not need] a taxi'],
  ['I [know] how to swim', 'I [join] you in the pool'],
  ['she [earn:3] more', 'she [rent] a bigger flat'],
  ['the weather [be:3] better', 'we [sit] in the garden'],
  ['I [be:1] younger', 'I [study] medicine'],
  ['he [have:3] a passport', 'he [come] with us to Poland'],
  ['the office [be:3] nearer', 'I [walk] to work'],
  ['I [not have] so much homework', 'I [watch] the match tonight'],
  ['we [know] the way', 'we [not need] a map'],
  ['my phone [work:3]', 'I [send] you a photo'],
  ['you [eat] more vegetables', 'you [feel] better'],
  ['I [have] a dishwasher', 'I [not spend] hours washing up'],
  ['it [not rain:3] so much here', 'I [cycle] to work'],
  ['she [be:3] here', 'she [know] what to do'],
  ['I [get] a dog', 'I [walk] it every morning'],
  ['he [not smoke:3]', 'he [have] more energy'],
  ['we [lose] the key', 'we [not be] able to get into the house'],
  ['I [find] a wallet in the street', 'I [take] it to the police'],
  ['you [move] to another city', 'I [miss] you a lot'],
  ['the tickets [be] cheaper', 'more people [come] to the concerts'],
  ['I [be:1] a cat', 'I [sleep] all day'],
  ['my brother [live:3] with us', 'the flat [be] too small'],
  ['she [practise:3] more', 'she [play] much better'],
  ['we [not have] a meeting today', 'I [leave] at four'],
  ['the city [build:3] more cycle lanes', 'more people [cycle] to work'],
  ['I [be:1] the boss', 'I [give] everyone Friday off'],
  ['he [not be:3] so busy', 'he [help] us with the move'],
  ['I [have] a million dollars', 'I [buy] an island'],
  ['the kitchen [be:3] bigger', 'we [buy] a big table'],
  ['the internet [be:3] faster here', 'I [work] from home'],
  ['I [understand] Italian', 'I [enjoy] the opera more'],
  ['it [be:3] warmer', 'we [have] lunch outside'],
  ['they [not live] so far away', 'we [visit] them more often'],
  ['we [have] a bigger flat', 'my mother [stay] with us'],
  ['he [tell:3] the truth more often', 'people [trust] him'],
  ['I [be:1] better at maths', 'I [become] an engineer'],
  ['you [drink] less coffee', 'you [sleep] better'],
  ['she [like:3] spicy food', 'we [go] to the Indian restaurant'],
  ['I [have] a garden', 'I [grow] my own vegetables'],
  ['people [recycle] more', 'there [be] less rubbish'],
  ['the museum [be:3] free', 'I [go] there every month'],
  ['I [know] how to cook', 'I [not eat] out so often'],
  ['he [live:3] in the city centre', 'he [not need] a car'],
  ['we [speak] the language', 'the trip [be] much easier'],
  ['I [not have] a cold', 'I [come] to the cinema with you'],
  ['I [meet] a famous actor', 'I [ask] for a photo'],
  ['she [not live:3] so far from the station', 'she [not be] late so often'],
  ['the hotel [have:3] a pool', 'the kids [love] it'],
  ['I [have] more patience', 'I [teach] my son to drive'],
  ['the shops [open] on Sundays', 'I [do] my shopping then'],
  ['you [come] to Ukraine', 'I [show] you around Kyiv'],
  ['we [have] a piano', 'my daughter [practise] every day'],
  ['the bus [be:3] more reliable', 'I [not drive] to work'],
  ['I [live] alone', 'I [get] a cat'],
  ['the flat [have:3] a balcony', 'we [grow] tomatoes'],
  ['my job [be:3] less stressful', 'I [sleep] better'],
  ['we [not have] exams next week', 'we [go] to the mountains'],
  ['the sun [shine:3] all year here', 'I [not need] a coat'],
  ['I [be:1] a better singer', 'I [join] the choir'],
  ['our teacher [give:3] less homework', 'we [have] more free time'],
  ['I [be:1] on holiday now', 'I [swim] in the sea'],
  ['the car [not be:3] so old', 'we [drive] to Italy'],
  ['I [not need] the money', 'I [give] the ring back'],
  ['they [sell] fresh fish in the village', 'we [cook] it every Friday'],
];

function* secondMore(rng: Rng): Generator<ExerciseDraft> {
  const all = rng.shuffle(SECOND_MORE.flatMap((pair, i) => [0, 1, 2].map((k) => [pair, i, k] as const)));
  for (const [[c, r], i, k] of all) {
    const cond = parseSlot(c);
    const res = parseSlot(r);
    const ifPast = fill(cond, pastSimple(cond, true));
    const resWould = fill(res, modal(res, 'would'));
    const skeleton = `second-more-${i}`;
    if (k === 1) {
      yield item(rng, {
        text: `If ${ifPast}, ${fill(res, '{}')}.`,
        answer: modal(res, 'would'),
        // Will only after a clearly unreal state ("If I had…, I will" has no real-past reading).
        wrong: [
          ...(STATIVE.has(cond.verb) ? [d(modal(res, 'will'), 'will-in-second-conditional', {})] : []),
          d(wouldPast(res), 'past-after-would', {}),
        ],
        ruleId: 'result-would',
        trigger: ['If', pastSimple(cond, true)],
        skeleton,
      });
      continue;
    }
    if (k === 2 && !resultMayLead(c, r)) continue;
    const wrong = [d(present(cond), 'present-in-second-conditional', {})];
    // "If you would help …" is a polite request, so would is offered only with a state verb.
    if (STATIVE.has(cond.verb)) wrong.push(d(modal(cond, 'would'), 'would-after-if', {}));
    yield item(rng, {
      text: k === 0 ? `If ${fill(cond, '{}')}, ${resWould}.` : `${resWould} if ${fill(cond, '{}')}.`,
      answer: pastSimple(cond, true),
      wrong,
      ruleId: 'if-past',
      trigger: ['would'],
      skeleton,
    });
  }
}
