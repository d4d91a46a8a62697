import { d, item, L, topic } from '../../engine.ts';
import type { TopicDef } from '../../types.ts';
import { forms, has, passiveRule, THINGS } from './passive-things.ts';

/**
 * Authored bases (issue 16), one skeleton each: has/have stands in the sentence, the gap takes been +
 * participle, and {A} is said with just and with already (both natural there). The subject cannot do the
 * action itself, so the bare participle (the active present perfect) is wrong by meaning; `erg` lines,
 * whose active could also be said ("the match has moved to Sunday", "the heating has turned on"), never
 * offer it.
 */
type PerfectLine = [text: string, verb: string, erg?: 1];
export const PERFECT_LINES: PerfectLine[] = [
  ['Good news: the lift has {A} ___, so we can use it again.', 'repair'],
  ['Our flight has just ___ because of the fog.', 'cancel'],
  ['Your order has {A} ___ and should arrive tomorrow.', 'send'],
  ['Three new teachers have ___ at our school this year.', 'hire'],
  ['The thief has {A} ___ by the police.', 'catch'],
  ['Has the winner of the competition ___ yet?', 'announce'],
  ['The museum has ___ recently, and it looks amazing.', 'renovate'],
  ['All the tickets for the concert have {A} ___.', 'sell', 1],
  ['The road to the village has ___ for three days because of the snow.', 'close', 1],
  ['Our car has ___ twice this year.', 'steal'],
  ['The bed in the guest room has {A} ___ for you.', 'make'],
  ['The broken window has {A} ___, so the room is warm again.', 'replace'],
  ['Your essay hasn’t ___ yet; the teacher will return it on Monday.', 'mark'],
  ['Has your new passport ___ yet?', 'issue'],
  ['The new bridge hasn’t ___ yet, so we still take the ferry.', 'open', 1],
  ['The meeting has ___ until next week.', 'postpone'],
  ['The concert has ___ because the singer is ill.', 'cancel'],
  ['A lot of money has ___ on the new stadium, but it still isn’t finished.', 'spend'],
  ['The old cinema in our town has ___ into a gym.', 'turn', 1],
  ['Our house has {A} ___, so the estate agent has taken the sign down.', 'sell', 1],
  ['Has the rubbish ___ yet? I didn’t hear the lorry.', 'collect'],
  ['The children have {A} ___, so they can go straight to bed.', 'feed', 1],
  ['The email has {A} ___ to everyone in the company.', 'send'],
  ['This letter has ___ to the wrong address.', 'deliver'],
  ['The missing dog has ___! A neighbour saw it in the park.', 'find'],
  ['Two people have ___ in an accident on the motorway.', 'injure'],
  ['Your application has ___, and you will hear from us soon.', 'receive'],
  ['The results of the election have {A} ___.', 'announce'],
  ['The streets have ___ for the parade, and they look wonderful.', 'decorate'],
  ['The whole house has ___ since we bought it.', 'repaint'],
  ['The walls have just ___, so don’t touch them!', 'paint'],
  ['Has a taxi ___ for the airport?', 'book'],
  ['The hotel has {A} ___ for, so we only need money for food.', 'pay'],
  ['The film has ___ into more than forty languages.', 'translate'],
  ['Has this shirt ___? It looks very creased.', 'iron'],
  ['The old sofa has {A} ___ away, so there is more space in the living room.', 'take'],
  ['The car park has ___ for the night, so we can’t get the car.', 'lock'],
  ['The heating has just ___ on, so it will be warm soon.', 'turn', 1],
  ['The new library has ___ after a famous Ukrainian poet.', 'name'],
  ['My neighbour has ___ to hospital after a fall.', 'take'],
  ['The suspect has {A} ___, and the police are questioning him now.', 'arrest'],
  ['The washing machine has finally ___, so I can do the laundry.', 'fix'],
  ['The problem hasn’t ___ yet, so we’re still waiting for an engineer.', 'solve'],
  ['The contract has {A} ___ by both companies.', 'sign'],
  ['The new rules have {A} ___ to all the staff.', 'explain'],
  ['Have the guests ___ about the change of date?', 'tell'],
  ['The flat hasn’t ___ since the last tenants left.', 'clean'],
  ['This song has ___ more than a billion times online.', 'play'],
  ['The photos from the wedding have {A} ___ online.', 'post'],
  ['Hundreds of trees have ___ in the park this year.', 'plant'],
  ['Our lost luggage has {A} ___ to the hotel.', 'deliver'],
  ['The old factory has ___ down, and now there’s a park there.', 'knock'],
  ['The football match has ___ to Sunday because of the rain.', 'move', 1],
  ['The report hasn’t ___ yet because some numbers are missing.', 'finish'],
  ['The new medicine has ___ on thousands of patients.', 'test'],
  ['The town’s oldest tree has ___ by the storm.', 'damage'],
  ['The cake has {A} ___, so there’s none left for you!', 'eat'],
  ['The shop window has ___ again.', 'break', 1],
  ['The museum’s most famous painting has ___.', 'steal'],
  ['The homework has {A} ___, so the children can go out and play.', 'do'],
  ['Dinner has ___, so please come to the table.', 'serve'],
  ['The guests’ coats have {A} ___ upstairs.', 'take'],
  ['The children have {A} ___ to school, so the house is quiet.', 'take'],
  ['The Wi-Fi password has ___, so I can’t connect.', 'change', 1],
  ['Our holiday photos have {A} ___, so we can put them in the album.', 'print', 1],
  ['Every room in the hotel has ___ this year.', 'redecorate'],
  ['The small family company has ___ by a big supermarket chain.', 'buy'],
  ['Her first novel has ___ into a film.', 'make'],
  ['Has your appointment ___ yet?', 'confirm'],
  ['All the seats on the train have ___, so we’ll have to stand.', 'take'],
  ['The prices in this shop have ___ for the sale.', 'reduce', 1],
  ['This farm has ___ by the same family for two hundred years.', 'own'],
  ['Your room has {A} ___, so you can check in now.', 'clean'],
  ['The exam results have {A} ___ online.', 'put'],
  ['Has the electricity bill ___ yet?', 'pay'],
  ['The new mayor has {A} ___ by a large majority.', 'elect'],
  ['The museum’s new exhibition has ___ by thousands of people.', 'visit'],
  ['A new head teacher has {A} ___, and she starts in September.', 'appoint'],
  ['The letter has {A} ___, so it’s too late to change it.', 'post'],
  ['Grandma’s old letters have ___ in a box in the attic for years.', 'keep'],
  ['This bridge has ___ for over two hundred years.', 'use'],
  ['The tent has {A} ___ up, so we can start cooking.', 'put'],
  ['The kitchen floor has just ___, so be careful; it’s wet.', 'mop'],
  ['Has the dog ___ today?', 'walk', 1],
  ['Has the cat ___ this morning?', 'feed', 1],
  ['The plants haven’t ___ for a week, and they look terrible.', 'water'],
  ['Our local library has ___, and now it has a café.', 'modernise'],
  ['The injured climber has {A} ___ from the mountain.', 'rescue'],
  ['The river has ___ up, and the fish are coming back.', 'clean'],
  ['The windows haven’t ___ for months.', 'clean'],
  ['The broken chair has {A} ___ away.', 'throw'],
  ['The wedding dress has {A} ___, and it fits perfectly.', 'alter'],
  ['The car hasn’t ___ since last summer, so it’s very dirty.', 'wash'],
  ['The old computers have {A} ___ with new ones.', 'replace'],
  ['The dates of the exams have {A} ___ on the school website.', 'publish'],
  ['This castle has ___ in lots of films.', 'show', 1],
  ['The village has ___ off by the floods.', 'cut'],
  ['Has the room for the meeting ___ yet?', 'book'],
  ['The money has {A} ___ into your account.', 'pay'],
  ['The thieves haven’t ___ yet, but the police know who they are.', 'catch'],
  ['All the presents have {A} ___, so the children can’t see what they are.', 'wrap'],
  ['The lost ring has ___ under the sofa!', 'find'],
  ['The wall between the kitchen and the living room has ___ down.', 'knock'],
  ['Has the new manager ___ to the team yet?', 'introduce'],
  ['Your car has {A} ___, and you can collect it after five.', 'service'],
  ['The match has ___ live in more than fifty countries.', 'show', 1],
  ['The dishwasher has {A} ___, so you can put the plates away.', 'empty', 1],
  ['The invitations for the party have {A} ___.', 'print', 1],
  ['The spare room has {A} ___ for the guests.', 'prepare'],
  ['The boxes have {A} ___ into the van, so we can leave.', 'load'],
  ['The tables have {A} ___ for the party.', 'set'],
  ['The broken glass has {A} ___ up, so it’s safe to walk here.', 'sweep'],
  ['The snow has {A} ___ from the car park.', 'clear', 1],
  ['The last piece of cake has {A} ___.', 'eat'],
  ['The parcel has {A} ___ at the front door.', 'leave'],
  ['The lights in the hall have {A} ___ up for the concert.', 'put'],
  ['The new curtains have {A} ___ in the living room.', 'hang', 1],
  ['The food for the party has {A} ___.', 'order'],
  ['The new furniture has {A} ___.', 'deliver'],
  ['The garage door has {A} ___, so you can put the car away.', 'open', 1],
  ['Your bags have {A} ___ up to your room.', 'carry'],
  ['The dinner plates have {A} ___ and put away.', 'wash'],
  ['The flowers for the wedding have {A} ___.', 'choose'],
  ['The date of the wedding has {A} ___.', 'set'],
  ['All the questions have {A} ___, so the meeting can finish.', 'answer'],
  ['The old carpet has {A} ___ up, and the floor looks great.', 'take'],
  ['The coffee has {A} ___, so help yourself.', 'make'],
  ['The fridge has {A} ___, so we can have a party.', 'fill', 1],
  ['The documents have {A} ___ to the lawyer.', 'give'],
  ['The bikes have {A} ___ on the car, so we’re ready to go.', 'put'],
  ['The keys to the house have {A} ___ to the new owners.', 'give'],
  ['The mistakes have {A} ___, so the report is ready.', 'correct'],
  ['The old newspapers have {A} ___.', 'recycle'],
  ['The decision has {A} ___, so there’s no point arguing.', 'make'],
  ['The Christmas tree has {A} ___, and it looks beautiful.', 'decorate'],
  ['The hotel for our holiday has {A} ___.', 'book'],
  ['The broken lamp has {A} ___, so we can use the desk again.', 'fix'],
  ['The chairs have {A} ___ out for the meeting.', 'put'],
  ['The children’s bikes have {A} ___ in the garage.', 'lock'],
  ['The new washing machine has {A} ___ in the kitchen.', 'install'],
  ['The tickets for the match have {A} ___ to your phone.', 'send'],
  ['The vegetables have {A} ___ for the soup.', 'chop'],
  ['Your seat has {A} ___ for you.', 'reserve'],
  ['The washing has {A} ___ in, so don’t worry about the rain.', 'bring'],
  ['The front door has {A} ___ for the night.', 'lock'],
  ['Our old family photos have {A} ___, so we can share them online.', 'scan'],
];

/** Each line said with just and with already where it has {A}, else once. */
export function perfectLines(): {
  text: string;
  verb: string;
  erg: boolean;
  trigger: string;
  skeleton: string;
}[] {
  return PERFECT_LINES.flatMap(([text, verb, erg], i) =>
    (text.includes('{A}') ? ['just', 'already'] : [null]).map((a) => {
      const filled = a ? text.replace('{A}', a) : text;
      const marker =
        a ?? /\b(just|already|yet|recently|since|for|this year|finally|ever|never)\b/.exec(filled)?.[0];
      const aux = /\b(has|have|hasn’t|haven’t|Has|Have)\b/.exec(filled)?.[0] ?? '';
      return {
        text: filled,
        verb,
        erg: erg === 1,
        trigger: marker ? `${aux}|${marker}` : aux,
        skeleton: `pp-line-${i}`,
      };
    }),
  );
}

/** The subject a line's has/have agrees with: the words before it, or after it in a question. */
function subjectOf(text: string): string {
  const q = /^(Has|Have) (.+?) ___/.exec(text);
  if (q?.[2]) return q[2];
  return (/^(?:Good news: )?(.+?) (has|have|hasn’t|haven’t)\b/.exec(text)?.[1] ?? 'the subject').replace(
    /^./,
    (c) => c.toLowerCase(),
  );
}

export const passivePerfect: TopicDef = topic({
  slug: 'passive-present-perfect',
  section: 'passive-voice',
  name: L('Passive: has been done', 'Пасивний стан: has been done'),
  level: 'intermediate',
  possibleAnswers: ['has been repaired', 'have been cleaned'],
  rule: L(
    'For a finished action with a result now, done to the subject: has/have + been + past participle: The car has just been repaired. Has the report been written yet?',
    'Про завершену дію з результатом зараз, виконану над підметом: has/have + been + третя форма: The car has just been repaired. Has the report been written yet?',
  ),
  signals: L('just, already, yet, recently', 'just, already, yet, recently'),
  examples: ['The car has just been repaired.', 'Have the invitations been sent yet?'],
  rules: [
    passiveRule(
      'passive-perfect',
      'Present perfect passive: has/have + been + past participle.',
      'Present perfect passive: has/have + been + третя форма.',
    ),
  ],
  target: 700,
  *generate(rng) {
    const all = rng.shuffle(THINGS.flatMap((t) => [0, 1, 2].map((k) => [t, k] as const)));
    for (const [t, k] of all) {
      const x = forms(t.verb);
      const wrong = [d(`being ${x.pp}`, 'being-for-been', {}), d(`be ${x.pp}`, 'be-after-have', {})];
      if (!t.erg) wrong.push(d(x.pp, 'active-for-passive', { subject: t.s }));
      if (k === 2) {
        yield item(rng, {
          text: `${has(t) === 'has' ? 'Has' : 'Have'} ${t.s} {} yet?`,
          answer: `been ${x.pp}`,
          wrong,
          ruleId: 'passive-perfect',
          trigger: [has(t), 'yet'],
          features: { voice: 'passive', tense: 'present-perfect' },
          skeleton: `pp-q-${t.s}-${t.verb}`,
        });
        continue;
      }
      const adv = k === 0 ? 'just' : 'already';
      yield item(rng, {
        text: `${t.s} ${has(t)} ${adv} {}`,
        answer: `been ${x.pp}`,
        wrong,
        ruleId: 'passive-perfect',
        trigger: [has(t), adv],
        features: { voice: 'passive', tense: 'present-perfect' },
        skeleton: `pp-${t.s}-${t.verb}`,
      });
    }
    for (const l of rng.shuffle(perfectLines())) {
      const x = forms(l.verb);
      const wrong = [d(`being ${x.pp}`, 'being-for-been', {}), d(`be ${x.pp}`, 'be-after-have', {})];
      if (!l.erg) wrong.push(d(x.pp, 'active-for-passive', { subject: subjectOf(l.text) }));
      yield item(rng, {
        text: l.text,
        answer: `been ${x.pp}`,
        wrong,
        ruleId: 'passive-perfect',
        trigger: l.trigger.split('|').filter(Boolean),
        features: { voice: 'passive', tense: 'present-perfect' },
        skeleton: l.skeleton,
      });
    }
  },
});
