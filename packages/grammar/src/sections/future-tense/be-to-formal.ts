import { d, item, makeTopic, type Wrong } from '../../engine.ts';
import { ingForm, verbForms } from '../../morph/verbs.ts';
import type { TopicDef } from '../../types.ts';
import { fillLine, LISTENER, NAMED, subjectsFor } from '../modal/people.ts';
import copy from './be-to-formal.json' with { type: 'json' };

/**
 * be to + base form, the formal future of official plans (The President is to visit Kyiv next week), of
 * orders and rules (You are not to leave the building; Passengers are not to …), and after if for a
 * condition (If we are to finish on time, …); was / were to have + past participle for a plan that did
 * not happen (The meeting was to have taken place yesterday, but …). The gap follows be, so only forms
 * of be to are offered: to + -ing, to left out, and after to have the past simple or the base form.
 * Nothing else that is right is offered: never going to, will or the present continuous (all right for
 * a plan), and never was to + base form on a plan that did not happen ("The meeting was to take place
 * yesterday" is right too). {B:verb}: to + base form; {H:verb}: to have + past participle.
 */

/** Official plans, orders and rules, conditions with if → to + base form. */
const PLAN: readonly string[] = [
  'The President is {B:visit} Kyiv next week',
  'The new bridge is {B:open} in May',
  '{Who} {is} {B:become} the new head of the school in September',
  '{Who} {is} {B:receive} an award for {poss} work with refugees',
  '{Who} {is} {B:lead} the team from next month',
  'The two leaders are {B:meet} in Geneva on Friday',
  'The museum is {B:close} for six months for repairs',
  '{Who} {is} {B:give} the opening speech at the conference',
  'The company is {B:cut} five hundred jobs next year',
  '{Who} {is} {B:represent} the school at the national competition',
  'The old factory is {B:be} turned into flats',
  'All passengers are {B:show} their passports at the gate',
  'The government is {B:build} three new hospitals',
  'Students are {B:hand} in their essays by Friday',
  '{Who} {is} {B:start} {poss} new job as director on Monday',
  'The match is {B:be} played without fans',
  '{Who} {is} {B:meet} the minister on Thursday',
  'The letters are {B:go} on display next year',
  'Each candidate is {B:answer} three questions',
  'The results are {B:be} announced on Monday',
  '{Who} {is} {B:take} over as manager after the summer',
  'The festival is {B:return} to the city next summer',
  '{Who} {is} {B:appear} in court next week',
  '{Who} {is} {B:travel} to Brussels for the talks',
  '{Who} {is} {B:speak} at the opening of the exhibition',
  'The new law is {B:come} into force in January',
  '{Who} {is} {B:play} the lead role in the new film',
  '{Who} {is} {B:join} the board of directors next year',
  'Guests are {B:arrive} by seven',
  '{Who} {is} {B:fly} to Warsaw tomorrow to sign the agreement',
  '{Who} {is} {B:report} to reception at nine',
  '{Who} {is} {B:stay} in bed until the fever goes down',
  '{Who} {is} {B:call} the office as soon as {pron} lands',
  'Nobody is {B:leave} this room until the police arrive',
  '{Who} {is} {B:wait} here until someone comes to collect {obj}',
  '{Who} {is} not {B:leave} the house without permission',
  '{Who} {is} not {B:tell} anyone about this',
  '{Who} {is} not {B:use} {poss} phone during the exam',
  '{Who} {is} not {B:speak} to the press',
  '{Who} {is} not {B:open} the letter until {poss} birthday',
  '{Who} {is} not {B:touch} anything in the lab',
  '{Who} {is} not {B:discuss} the case with anyone',
  '{Who} {is} not {B:drive} for six months after the operation',
  '{Who} {is} not {B:lift} anything heavy for a few weeks',
  '{Who} {is} not {B:contact} the other witnesses',
  '{Who} {is} not {B:enter} the building after eight',
  '{Who} {is} not {B:sign} anything until the lawyer has read it',
  'Visitors are not {B:feed} the animals',
  'Passengers are not {B:leave} their bags unattended',
  'Employees are not {B:park} in front of the main entrance',
  '{Who} {is} not {B:eat} anything before the operation',
  '{Who} {is} not {B:share} the password with anyone',
  '{Who} {is} not {B:leave} the country until the trial',
  '{Who} {is} not {B:mention} the price to the customers',
  'If we are {B:finish} on time, we must start now',
  'If {who} {is} {B:pass} the exam, {pron} will have to work much harder',
  'If the company is {B:survive}, it needs new customers',
  'If you are {B:get} a visa in time, you should apply today',
  'If we are {B:catch} the last train, we have to leave now',
  '{Who} {is} {B:chair} the meeting on Monday',
  '{Who} {is} not {B:return} to work until {pron} {is} completely better',
  '{Who} {is} {B:hand} over the keys to the new owners on Friday',
];

/** A plan that did not happen → to have + past participle. */
const UNREAL: readonly string[] = [
  'The meeting was {H:take} place yesterday, but it was cancelled',
  '{Who} {was} {H:open} the conference, but {pron} {was} ill that week',
  'The bridge was {H:open} last year, but the work is still going on',
  '{Who} {was} {H:fly} to Rome on Monday, but the flight was cancelled',
  '{Who} {was} {H:start} the new job in May, but the company closed',
  'The concert was {H:be} held in the park, but it rained',
  '{Who} {was} {H:sing} at the wedding, but {pron} lost {poss} voice',
  '{Who} {was} {H:lead} the expedition, but {pron} broke {poss} leg',
  '{Who} {was} {H:finish} the project by June, but it took another year',
  'The film was {H:come} out at Christmas, but it was delayed',
  '{Who} {was} {H:spend} the summer in Italy, but {poss} plans changed',
  'The new stadium was {H:be} ready by 2020, but it is still not finished',
  '{Who} {was} {H:speak} first, but {pron} {was} stuck in traffic',
  '{Who} {was} {H:write} the report, but {pron} left the company',
  'The ship was {H:sail} at dawn, but a storm kept it in port',
  '{Who} {was} {H:visit} {poss} aunt at the weekend, but the car broke down',
  '{Who} {was} {H:play} in the final, but {pron} got injured',
  'The President was {H:arrive} at noon, but the plane was late',
  '{Who} {was} {H:sign} the contract on Friday, but the deal fell through',
  '{Who} {was} {H:retire} last year, but the company asked {obj} to stay',
  '{Who} {was} {H:meet} us at the airport, but {pron} overslept',
  'The new library was {H:open} in the spring, but the money ran out',
  '{Who} {was} {H:move} to Canada in March, but {poss} visa never came',
  '{Who} {was} {H:judge} the competition, but {pron} had to go abroad',
  '{Who} {was} {H:present} the prizes, but {pron} missed {poss} flight',
];

/** Issue 16: more official plans, orders, rules and conditions → to + base form (said of up to three people). */
const PLAN_MORE: readonly string[] = [
  '{Who} {is} {B:deliver} the keynote speech at the summit',
  '{Who} {is} {B:host} the awards ceremony this year',
  '{Who} {is} {B:replace} the current director in January',
  '{Who} {is} {B:attend} the ceremony on behalf of the company',
  '{Who} {is} {B:present} the findings to the board on Tuesday',
  '{Who} {is} {B:collect} the visitors from the airport at noon',
  '{Who} {is} {B:accompany} the minister on the visit to Lviv',
  '{Who} {is} {B:head} the new research department',
  '{Who} {is} {B:give} evidence at the trial next month',
  '{Who} {is} {B:wear} a uniform at all times on duty',
  '{Who} {is} {B:remain} in the waiting room until {poss} name is called',
  '{Who} {is} {B:keep} a record of every payment',
  '{Who} {is} {B:send} a written report to the committee every month',
  '{Who} {is} {B:inform} the manager of any accident at once',
  '{Who} {is} {B:welcome} the guests at the entrance',
  '{Who} {is} {B:interview} the candidates on Thursday',
  '{Who} {is} {B:take} charge of the office while the director is away',
  '{Who} {is} {B:be} the next ambassador to Canada',
  '{Who} {is} {B:lead} the delegation to the talks in Vienna',
  '{Who} {is} {B:return} the signed contract by Friday',
  '{Who} {is} {B:announce} the winners at the end of the evening',
  '{Who} {is} {B:coach} the national team from next season',
  '{Who} {is} {B:carry} the flag at the opening ceremony',
  '{Who} {is} {B:conduct} the orchestra at the New Year concert',
  '{Who} {is} {B:start} work as head of the new clinic on the first of March',
  '{Who} {is} not {B:leave} the hospital until the doctor says so',
  '{Who} {is} not {B:accept} gifts from clients',
  '{Who} {is} not {B:talk} to journalists about the case',
  '{Who} {is} not {B:go} near the river while the water is high',
  '{Who} {is} not {B:smoke} anywhere on the premises',
  '{Who} {is} not {B:play} football for a month after the injury',
  '{Who} {is} not {B:change} the settings without permission',
  '{Who} {is} not {B:show} the plans to anyone outside the team',
  '{Who} {is} not {B:take} any photographs inside the gallery',
  '{Who} {is} not {B:move} the patient without a nurse',
  '{Who} {is} not {B:open} the door to strangers',
  '{Who} {is} not {B:give} out any personal information over the phone',
  '{Who} {is} not {B:come} back to the office until the investigation is over',
  '{Who} {is} not {B:say} a word about the merger until Monday',
  '{Who} {is} not {B:travel} abroad while the case is open',
  '{Who} {is} not {B:drink} alcohol while taking this medicine',
  '{Who} {is} not {B:miss} any more lessons this term',
  'If {who} {is} {B:get} the job, {pron} must improve {poss} English',
  'If {who} {is} {B:become} a doctor, {pron} will have to study for years',
  'If {who} {is} {B:arrive} on time, {pron} should leave before seven',
  'The Prime Minister is {B:make} a statement this afternoon',
  'The King is {B:visit} Canada in the autumn',
  'The new airport is {B:open} next summer',
  'The village school is {B:close} at the end of the year',
  'Ten new schools are {B:be} built in the region',
  'The peace talks are {B:continue} tomorrow',
  'The winner is {B:receive} a prize of five thousand euros',
  'All employees are {B:attend} a fire safety course this month',
  'Candidates are not {B:bring} phones into the exam room',
  'Drivers are not {B:park} on the pavement',
  'Patients are not {B:eat} anything after midnight',
  'Children under twelve are not {B:use} the pool without an adult',
  'If the city is {B:grow}, it needs better transport',
  'If the team is {B:stay} in the league, it must win on Saturday',
  'The concert is {B:be} broadcast live on national radio',
  'The two companies are {B:merge} next year',
  'Visitors are {B:wear} helmets at all times on the building site',
  '{Who} {is} {B:take} the minutes at every board meeting',
  '{Who} {is} {B:represent} the country at the Olympic Games',
  '{Who} {is} {B:serve} on the committee for two years',
  '{Who} {is} {B:testify} before the court on Monday',
  '{Who} {is} {B:unveil} the new statue in the square',
  '{Who} {is} {B:meet} the Pope during the visit to Rome',
  '{Who} {is} {B:receive} an honorary degree from the university',
  '{Who} {is} {B:appear} before the committee next week',
  '{Who} {is} {B:succeed} the retiring chairman in June',
  '{Who} {is} {B:visit} the flooded areas tomorrow',
  '{Who} {is} {B:report} to the head office every Monday',
  '{Who} {is} {B:check} in at the front desk on arrival',
  '{Who} {is} {B:hand} in {poss} uniform on the last day',
  '{Who} {is} {B:phone} the hospital if the fever comes back',
  '{Who} {is} {B:remain} in the country until the end of the trial',
  '{Who} {is} {B:lock} the safe at the end of every day',
  '{Who} {is} not {B:lift} anything heavier than a kettle',
  '{Who} {is} not {B:discuss} {poss} salary with other employees',
  '{Who} {is} not {B:leave} the city without telling the police',
  '{Who} {is} not {B:answer} any questions without a lawyer',
  '{Who} {is} not {B:go} back to the building until it is safe',
  '{Who} {is} not {B:copy} any files onto a personal computer',
  '{Who} {is} not {B:run} for at least six weeks',
  '{Who} {is} not {B:see} the other candidates before the interview',
  'If {who} {is} {B:win} the race, {pron} must train every day',
  'If {who} {is} {B:finish} the book by June, {pron} must write every day',
];

/** Issue 16: more plans that did not happen → to have + past participle. */
const UNREAL_MORE: readonly string[] = [
  '{Who} {was} {H:give} a speech at the dinner, but {pron} felt ill',
  '{Who} {was} {H:travel} to Paris with the team, but {poss} passport had expired',
  '{Who} {was} {H:join} the company in April, but {pron} accepted another offer',
  '{Who} {was} {H:become} the new director, but the board chose someone else',
  '{Who} {was} {H:host} the show, but {pron} pulled out at the last minute',
  '{Who} {was} {H:teach} the course, but not enough students signed up',
  '{Who} {was} {H:take} over the shop, but the owner decided not to sell',
  'The ceremony was {H:take} place in the cathedral, but it was moved to the town hall',
  'The new hospital was {H:open} in 2022, but the building work stopped',
  'The ministers were {H:sign} the treaty in March, but the talks collapsed',
  '{Who} {was} {H:attend} the conference, but {poss} flight was cancelled',
  '{Who} {was} {H:interview} the minister, but the interview was cancelled',
  '{Who} {was} {H:stay} with us for a week, but {pron} left after two days',
  '{Who} {was} {H:run} the marathon, but {pron} hurt {poss} knee in training',
  'The exhibition was {H:open} on Friday, but the paintings arrived late',
  '{Who} {was} {H:open} the new school, but {pron} {was} called away',
  '{Who} {was} {H:chair} the debate, but {pron} caught the flu',
  '{Who} {was} {H:present} the evening news, but {pron} lost {poss} voice',
  '{Who} {was} {H:visit} the factory on Monday, but the visit was put off',
];

function forms(perfect: boolean, base: string): { answer: string; wrong: Wrong[] } {
  const f = verbForms(base);
  if (!perfect)
    return {
      answer: `to ${base}`,
      wrong: [d(`to ${ingForm(base)}`, 'be-to-form', {}), d(base, 'be-to-form', {})],
    };
  const broken =
    f.past !== f.participle
      ? `to have ${f.past}`
      : f.participle !== base
        ? `to have ${base}`
        : `to had ${base}`;
  return {
    answer: `to have ${f.participle}`,
    wrong: [d(broken, 'be-to-form', {}), d(`to having ${f.participle}`, 'be-to-form', {})],
  };
}

export const beToFormal: TopicDef = makeTopic(copy, {
  target: 700,
  *generate(rng) {
    const lines = [
      ...PLAN.map((line, i) => ({ line, i })),
      ...UNREAL.map((line, i) => ({ line, i: i + 100 })),
    ];
    // Issue 16: the new lines, each said of up to three people, after the first ones so those keep their ids.
    // Named people only: the you-own-life guard strikes an order told to "you" about their own plans.
    const more = [
      ...PLAN_MORE.map((line, i) => ({ line, i: i + 400 })),
      ...UNREAL_MORE.map((line, i) => ({ line, i: i + 500 })),
    ];
    for (const [list, people, n] of [
      [lines, [...NAMED, LISTENER], 6],
      [more, NAMED, 3],
    ] as const)
      for (const { line, i } of rng.shuffle(list)) {
        const gap = line.match(/\{([BH]):([a-z]+)\}/);
        if (!gap) continue;
        const perfect = gap[1] === 'H';
        const { answer, wrong } = forms(perfect, gap[2] as string);
        for (const s of subjectsFor(rng, line, people, n)) {
          const filled = fillLine(line.replace(gap[0], '{}'), s);
          // The deciding words: the form of be before the gap, and for an unreal plan the "but …" after it.
          const be = filled.match(/\b(is|are|am|was|were)( not)? \{\}/)?.[0].replace(' {}', '') ?? '';
          const but = filled.match(/, but .*$/)?.[0].slice(2) ?? '';
          yield item(rng, {
            text: filled,
            answer,
            wrong,
            ruleId: perfect ? 'be-to-have-done' : 'be-to-plan',
            trigger: perfect && but ? [be, but] : [be],
            features: { plan: perfect ? 'did-not-happen' : 'official' },
            skeleton: `be-to-${i}`,
          });
        }
      }
  },
});
