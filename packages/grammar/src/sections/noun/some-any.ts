import { type Item, makeTopic } from '../../engine.ts';
import { THINGS } from '../../lexicon/things.ts';
import type { Rng, TopicDef } from '../../types.ts';
import { fill, GROUP, ONE, subjectsFor } from '../verb/authored.ts';
import copy from './some-any.json' with { type: 'json' };

/**
 * some in positive statements, any after a negative verb, hardly and without. Questions and offers are left
 * out: "Are there some/any…?" and "Would you like some/any…?" can both be right.
 */
const LINES: ['some' | 'any', string, string][] = [
  ['some', 'I bought ___ fresh bread this morning.', 'bought'],
  ['any', 'I didn’t buy ___ bread today.', 'didn’t'],
  ['some', 'We need ___ eggs for the cake.', 'need'],
  ['any', 'We don’t need ___ eggs, thanks.', 'don’t'],
  ['some', 'She gave me ___ useful advice.', 'gave'],
  ['any', 'He never gives me ___ advice.', 'never'],
  ['some', 'I’ve got ___ good news for you!', 'I’ve got'],
  ['any', 'I haven’t got ___ money on me.', 'haven’t'],
  ['some', 'There were ___ people waiting outside.', 'There were'],
  ['any', 'There weren’t ___ people in the café.', 'weren’t'],
  ['any', 'He left without ___ money.', 'without'],
  ['any', 'There’s hardly ___ milk left.', 'hardly'],
  ['any', 'I did the test without ___ help.', 'without'],
  ['some', 'Let’s listen to ___ music.', 'Let’s'],
  ['some', 'I need ___ help with my homework.', 'need'],
  ['any', 'She doesn’t have ___ brothers or sisters.', 'doesn’t'],
  ['some', 'They have ___ friends in Canada.', 'have'],
  ['any', 'We can’t make pancakes: we haven’t got ___ flour.', 'haven’t'],
  ['any', 'I don’t have ___ plans for the weekend.', 'don’t'],
  ['some', 'I have ___ plans for the weekend.', 'have'],
  ['any', 'You can take ___ book you like.', 'you like'],
];

/** Why a line takes its key: a positive statement, a request, a negative verb, without/hardly, or any = whichever. */
type Kind = 'some' | 'request' | 'any' | 'without' | 'free';

/**
 * Issue 16, the full catalogue: more bases, each its own skeleton, said with up to four subjects ({S} and its
 * agreement filled by verb/authored.ts; the cue is filled too, so "{does}n’t" is quoted as the sentence says
 * it). Still no open questions and no "Would you like …?" (some and any both fit there); a request is only
 * "Could I / Can I have … please" or "Could you pass / buy …", where any would doubt the thing exists. Any in
 * a positive sentence is the key only where the sentence says "whichever" (you like, day or night).
 */
export const NEW_LINES: [Kind, string, string, ('one' | 'group')?][] = [
  // some: a positive statement about something real
  ['some', '{S} bought ___ flowers for the table.', 'bought', 'one'],
  ['some', '{S} made ___ sandwiches for the trip.', 'made', 'one'],
  ['some', '{S} found ___ old letters in the attic.', 'found', 'group'],
  ['some', '{S} {has} ___ good news: {pron} got the job!', '{has}', 'one'],
  ['some', '{S} picked ___ strawberries in the garden this morning.', 'picked', 'group'],
  ['some', 'There’s ___ soup in the fridge if you’re hungry.', 'There’s'],
  ['some', '{S} left ___ cake for you in the kitchen.', 'left', 'one'],
  ['some', '{S} borrowed ___ books from the library.', 'borrowed', 'one'],
  ['some', '{S} {v:need} ___ help with the shopping.', '{v:need}', 'one'],
  ['some', '{S} met ___ interesting people at the conference.', 'met', 'one'],
  ['some', '{S} {has} ___ questions about the contract.', '{has}', 'one'],
  ['some', '{S} put ___ ice in the drinks.', 'put', 'one'],
  ['some', '{S} ate ___ grapes after lunch.', 'ate', 'one'],
  ['some', '{S} heard ___ strange noises in the night.', 'heard', 'one'],
  ['some', 'We’ve got ___ eggs, so let’s make an omelette.', 'We’ve got'],
  ['some', '{S} brought ___ cakes to the office.', 'brought', 'one'],
  ['some', '{S} took ___ great photos at the wedding.', 'took', 'one'],
  ['some', '{S} saw ___ deer in the forest.', 'saw', 'group'],
  ['some', '{S} planted ___ tomatoes in the garden.', 'planted', 'group'],
  ['some', '{S} spent ___ time in Italy last year.', 'spent', 'one'],
  ['some', 'There are ___ biscuits in the tin.', 'There are'],
  ['some', '{S} gave the dog ___ water.', 'gave', 'one'],
  ['some', '{S} sent ___ photos from the holiday.', 'sent', 'group'],
  ['some', '{S} learned ___ Spanish in Mexico.', 'learned', 'one'],
  ['some', '{S} cooked ___ pasta for dinner.', 'cooked', 'one'],
  ['some', '{S} added ___ salt to the soup.', 'added', 'one'],
  ['some', 'There were ___ nice shops near the hotel.', 'There were'],
  ['some', '{S} {v:keep} ___ cash at home for emergencies.', '{v:keep}', 'group'],
  ['some', 'I’ve got ___ chocolate in my bag. Do you want it?', 'I’ve got'],
  ['some', '{S} wrote ___ postcards to {poss} friends.', 'wrote', 'one'],
  ['some', '{S} bought ___ new plants for the balcony.', 'bought', 'group'],
  ['some', 'There’s ___ bread on the table, so help yourself.', 'There’s'],
  // some: a request that expects the answer yes
  ['request', 'Could I have ___ water, please?', 'Could I have'],
  ['request', 'Can I have ___ more coffee, please?', 'Can I have'],
  ['request', 'Could you buy ___ milk on your way home, please?', 'Could you buy'],
  ['request', 'Could you pass me ___ napkins, please?', 'Could you pass me'],
  ['request', 'Could I have ___ bread with my soup, please?', 'Could I have'],
  ['request', 'Can I have ___ ice in my drink, please?', 'Can I have'],
  // any: a negative verb
  ['any', '{S} {does}n’t have ___ pets.', '{does}n’t', 'one'],
  ['any', '{S} didn’t buy ___ souvenirs in Paris.', 'didn’t', 'one'],
  ['any', '{S} {has}n’t had ___ time to read the report.', '{has}n’t', 'one'],
  ['any', 'There isn’t ___ petrol in the car, so we need to stop.', 'isn’t'],
  ['any', '{S} never {v:put} ___ sugar in {poss} coffee.', 'never', 'one'],
  ['any', '{S} didn’t make ___ friends on the course.', 'didn’t', 'one'],
  ['any', '{S} {does}n’t eat ___ meat.', '{does}n’t', 'one'],
  ['any', 'We don’t have ___ bread left, so I’m going to the bakery.', 'don’t'],
  ['any', '{S} couldn’t find ___ cheap flights to Rome.', 'couldn’t', 'one'],
  ['any', 'There aren’t ___ shops in our village.', 'aren’t'],
  ['any', '{S} {has}n’t got ___ cash on {obj}.', '{has}n’t', 'one'],
  ['any', '{S} won’t need ___ extra chairs for the party.', 'won’t', 'group'],
  ['any', '{S} didn’t have ___ breakfast this morning.', 'didn’t', 'one'],
  ['any', '{S} can’t see ___ taxis outside.', 'can’t', 'one'],
  ['any', 'There wasn’t ___ hot water in the hotel.', 'wasn’t'],
  ['any', '{S} {does}n’t know ___ people in this town yet.', '{does}n’t', 'one'],
  ['any', '{S} didn’t spend ___ money on Saturday.', 'didn’t', 'one'],
  ['any', '{S} didn’t order ___ dessert.', 'didn’t', 'one'],
  ['any', '{S} {has}n’t seen ___ films this month.', '{has}n’t', 'one'],
  ['any', 'The shop didn’t have ___ fresh fish today.', 'didn’t'],
  ['any', '{S} didn’t bring ___ food, so we shared ours.', 'didn’t', 'one'],
  ['any', '{S} {does}n’t drink ___ coffee after six.', '{does}n’t', 'one'],
  ['any', '{S} didn’t catch ___ fish all day.', 'didn’t', 'one'],
  ['any', '{S} didn’t find ___ mistakes in the report.', 'didn’t', 'one'],
  ['any', 'There weren’t ___ clouds in the sky.', 'weren’t'],
  ['any', 'We haven’t got ___ milk, so I’ll have black tea.', 'haven’t'],
  ['any', '{S} didn’t watch ___ TV yesterday.', 'didn’t', 'one'],
  ['any', '{S} didn’t get ___ sleep on the plane.', 'didn’t', 'one'],
  // any: without, hardly
  ['without', '{S} fixed the bike without ___ help.', 'without', 'one'],
  ['without', '{S} left without ___ breakfast.', 'without', 'one'],
  ['without', '{S} finished the race without ___ problems.', 'without', 'one'],
  ['without', '{S} {has} hardly ___ free time.', 'hardly', 'one'],
  ['without', '{S} ate hardly ___ food at the party.', 'hardly', 'one'],
  ['without', '{S} moved to London without ___ English.', 'without', 'one'],
  ['without', 'Hardly ___ people came to the meeting.', 'Hardly'],
  ['without', '{S} signed the contract without ___ questions.', 'without', 'one'],
  ['without', 'There were hardly ___ cars on the road.', 'hardly'],
  ['without', '{S} did the washing-up without ___ complaints.', 'without', 'one'],
  ['without', 'The plane landed without ___ problems.', 'without'],
  ['without', '{S} {v:speak} hardly ___ French.', 'hardly', 'one'],
  // any: it doesn't matter which
  ['free', 'Sit at ___ table you like.', 'you like'],
  ['free', 'Call me at ___ time, day or night.', 'day or night'],
  ['free', '___ doctor will tell you the same.', 'will tell you the same'],
  ['free', '___ taxi driver knows where the station is.', 'knows where the station is'],
  ['free', '___ child can learn to swim.', 'can learn to swim'],
];

const RULE_OF: Record<Kind, string> = {
  some: 'some',
  request: 'some-request',
  any: 'any',
  without: 'any-without',
  free: 'any-free',
};
const ERROR_OF = {
  some: 'any-in-positive',
  request: 'any-in-request',
  any: 'some-in-negative',
  without: 'some-in-negative',
  free: 'some-for-any-choice',
} as const;

function items(rng: Rng): Item[] {
  const out: Item[] = [];
  const push = (answer: 'some' | 'any', text: string, cue: string, skeleton: string) => {
    const wrong = answer === 'some' ? 'any' : 'some';
    out.push({
      text,
      answer,
      wrong: [
        {
          choice: wrong,
          errorType:
            answer === 'some'
              ? 'any-in-positive'
              : cue === 'you like'
                ? 'some-for-any-choice'
                : 'some-in-negative',
          params: { cue },
        },
      ],
      ruleId:
        cue === 'without' || cue === 'hardly' ? 'any-without' : cue === 'you like' ? 'any-free' : answer,
      trigger: [cue],
      skeleton,
    });
  };
  LINES.forEach(([a, t, c], i) => {
    push(a, t, c, `some-any:line:${i}`);
  });
  THINGS.forEach((th, i) => {
    const noun = th.count ? th.pl : th.sg;
    const [be, neg] = th.count ? ['are', 'aren’t'] : ['is', 'isn’t'];
    for (const place of th.places) {
      push('some', `There ${be} ___ ${noun} ${place}.`, `There ${be}`, `some-any:pos:${i}`);
      push('any', `There ${neg} ___ ${noun} ${place}.`, neg, `some-any:neg:${i}`);
    }
  });
  NEW_LINES.forEach(([kind, text, cue, who], i) => {
    for (const s of subjectsFor(rng, text, who === 'group' ? GROUP : ONE, 4)) {
      const filled = fill(text, s);
      const at = filled.startsWith('___');
      const answer = kind === 'some' || kind === 'request' ? 'some' : 'any';
      const wrong = answer === 'some' ? 'any' : 'some';
      const said = fill(cue, s);
      out.push({
        text: filled,
        answer: at ? 'Any' : answer,
        wrong: [{ choice: at ? 'Some' : wrong, errorType: ERROR_OF[kind], params: { cue: said } }],
        ruleId: RULE_OF[kind],
        trigger: [said],
        skeleton: `some-any:new:${i}`,
      });
    }
  });
  return out;
}

export const someAnyTopic: TopicDef = makeTopic(copy, { target: 700, build: items });
