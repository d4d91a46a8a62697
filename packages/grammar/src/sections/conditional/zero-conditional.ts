import { d, item, L, rule, topic } from '../../engine.ts';
import { verbForms } from '../../morph/verbs.ts';
import type { DistractorRationale, TopicDef } from '../../types.ts';

/**
 * Small curated topics where meaning decides the answer, so every sentence is written by hand: zero
 * conditional facts, if or unless, mustn't or don't have to, must have or can't have.
 */

/** Zero-conditional facts: [verb base, whether its subject is he/she/it] in square brackets. */
const FACTS = [
  'If you [heat] ice, it [melt:3].',
  'If water [reach:3] 100 degrees, it [boil:3].',
  'If you [mix] red and yellow, you [get] orange.',
  'If you [mix] blue and yellow, you [get] green.',
  'If plants [get] no water, they [die].',
  'If you [drop] a glass, it usually [break:3].',
  'If it [rain:3], the grass [get:3] wet.',
  'If I [drink] coffee in the evening, I [sleep] badly.',
  'If you [press] this button, the machine [start:3].',
  'If you [freeze] water, it [turn:3] into ice.',
  'If the baby [be:3] hungry, she [cry:3].',
  'If my sister [feel:3] tired, she [go:3] to bed early.',
  'If iron [get:3] wet, it [rust:3].',
  'If you [heat] butter, it [melt:3].',
  'If Tom [miss:3] the bus, he [walk:3] to work.',
  'If my grandmother [visit:3] us, she always [bring:3] a cake.',
  'If I [get] up late, I [miss] breakfast.',
  'If the temperature [fall:3] below zero, water [freeze:3].',
  'If you [touch] a hot pan, you [burn] your fingers.',
  'If students [work] hard, they usually [pass] their exams.',
  'If Anna [have:3] a headache, she [take:3] a pill.',
  'If you [leave] milk in the sun, it [go:3] sour.',
  'If our cat [be:3] hungry, it [wake:3] me up.',
  'If the sun [shine:3], my dad [work:3] in the garden.',
  'If babies [be] tired, they [cry].',
  'If my brother [play:3] computer games late, he [feel:3] tired the next day.',
  'If you [eat] too much chocolate, you [feel] sick.',
  'If people [exercise] regularly, they [sleep] better.',
  'If the shop [be:3] closed, we [buy] bread at the petrol station.',
  'If my phone battery [be:3] low, the screen [go:3] dark.',
  'If you [boil] an egg for ten minutes, it [become:3] hard.',
  'If Olena [drink:3] strong tea, she [stay:3] awake all night.',
  'If you [put] oil in water, it [float:3] on top.',
  'If you [leave] bread out for a few days, it [go:3] hard.',
  'If you [heat] chocolate, it [melt:3].',
  'If the fridge door [stay:3] open, the light [stay:3] on.',
  'If you [cut] an onion, your eyes [water].',
  'If you [mix] flour and water, you [get] a paste.',
  'If cats [feel] safe, they [purr].',
  'If my dog [hear:3] thunder, he [hide:3] under the bed.',
  'If you [add] salt to water, it [boil:3] at a higher temperature.',
  'If I [forget] my glasses, I [get] a headache.',
  'If the light [turn:3] red, cars [stop].',
  'If you [drop] an egg, it [break:3].',
  'If I [not sleep] well, I [feel] grumpy all day.',
  'If you [not water] a cactus for a month, it [survive:3].',
  'If my son [eat:3] sugar before bed, he [not sleep:3].',
  'If you [look] at the sun, it [hurt:3] your eyes.',
  'If the wind [blow:3] from the north, it [get:3] cold.',
  'If it [snow:3] a lot, the schools [close].',
  'If you [put] metal in a microwave, it [spark:3].',
  'If a baby [be:3] tired, it [cry:3] more.',
  'If I [drink] milk, my stomach [hurt:3].',
  'If you [stand] in the rain, you [get] wet.',
  'If you [not close] the curtains, the sun [wake:3] you up early.',
  'If my grandfather [watch:3] TV after dinner, he [fall:3] asleep.',
  'If you [keep] flowers in water, they [last] longer.',
  'If you [pull] this cord, the light [come:3] on.',
  'If the phone [ring:3] during the lesson, the teacher [get:3] annoyed.',
  'If the kettle [boil:3], it [switch:3] itself off.',
  'If you [eat] late at night, you [sleep] badly.',
  'If a plant [not get:3] enough light, its leaves [turn] yellow.',
  'If you [pay] by card, the shop [charge:3] a small fee.',
  'If my sister [travel:3] by bus, she [feel:3] sick.',
  'If you [rub] your hands together, they [get] warm.',
  'If the temperature [rise:3], the snow [melt:3].',
  'If students [miss] three lessons, the school [call:3] their parents.',
  'If you [leave] ice cream in the sun, it [melt:3].',
  'If you [mix] black and white paint, you [get] grey.',
  'If our neighbour [go:3] away, we [look] after his cat.',
  'If Dad [cook:3], the kitchen [be:3] a mess afterwards.',
  'If I [run] in the morning, I [feel] great all day.',
  'If water [get:3] very cold, it [turn:3] into ice.',
  'If you [not brush] your teeth, you [get] holes in them.',
  'If the baby [laugh:3], everyone [smile:3].',
  'If my mum [be:3] stressed, she [clean:3] the whole flat.',
  'If you [sit] at a computer all day, your back [hurt:3].',
  'If you [throw] a stone into water, it [sink:3].',
  'If a bee [sting:3] you, the skin [swell:3].',
  'If you [heat] air, it [rise:3].',
  'If the trains [be] late, I [take] a taxi to work.',
  'If you [press] this switch, the fan [start:3].',
  'If my brother [play:3] football in the rain, his mother [get:3] angry.',
  'If you [stir] sugar into hot tea, it [dissolve:3].',
  'If you [forget] your password, the website [send:3] you a new one.',
  'If it [be:3] very hot, I [not sleep] well.',
  'If you [overwater] a plant, its roots [rot].',
  'If the post office [be:3] busy, I [use] the machine outside.',
  'If my aunt [have:3] a day off, she [go:3] to the market.',
  'If you [leave] a car in the sun, it [get:3] very hot inside.',
  'If the electricity [go:3] off, the alarm [ring:3].',
  'If my cat [see:3] a bird, she [make:3] a funny noise.',
  'If you [study] a language every day, you [learn] it faster.',
  'If children [not get] enough sleep, they [find] it hard to concentrate.',
  'If I [wear] new shoes, my feet [hurt].',
  'If the sea [be:3] rough, the ferry [not sail:3].',
  'If you [mix] vinegar and baking soda, the mixture [fizz:3].',
  'If I [stay] up late, I [feel] terrible the next day.',
  'If the dog [need:3] to go out, he [bark:3] at the door.',
  'If you [not save] your work, you [lose] it when the computer crashes.',
  'If you [boil] potatoes too long, they [fall] apart.',
  'If you [leave] fish out of the fridge, it [smell:3] bad.',
  'If my husband [work:3] late, he [eat:3] at the office.',
  'If you [hit] your elbow, it [hurt:3].',
  'If the traffic [be:3] bad, the journey [take:3] an hour.',
  'If you [bend] a plastic ruler too far, it [snap:3].',
  'If I [listen] to music, I [work] faster.',
  'If you [put] a lid on a pan, the water [boil:3] faster.',
  'If my daughter [be:3] bored, she [draw:3].',
  'If it [be:3] foggy, the planes [not take] off.',
  'If you [cook] rice without a lid, it [take:3] longer.',
  'If the river [rise:3] after heavy rain, the road [flood:3].',
  'If people [smile] at you, you usually [smile] back.',
  'If you [wash] wool in hot water, it [shrink:3].',
  'If the lights [go] out, our generator [start:3] automatically.',
  'If I [eat] spicy food, my face [go:3] red.',
  'If my grandmother [get:3] a letter, she [read:3] it twice.',
  'If you [not add] wood to a fire, it [go:3] out.',
  'If the battery [die:3], the clock [stop:3].',
  'If you [put] a spoon in hot soup, it [get:3] hot.',
  'If my boss [be:3] in a good mood, she [let:3] us leave early.',
  'If you [read] in bad light, your eyes [get] tired.',
  'If I [have] a cold, I [drink] tea with lemon.',
  'If you [freeze] bread, it [stay:3] fresh for weeks.',
  'If the café [run:3] out of croissants, they [bake] more.',
  'If you [cross] the road here, the cars [stop] for you.',
  'If my little brother [lose:3] a game, he [cry:3].',
  'If you [leave] a window open in winter, the room [get:3] cold.',
  'If it [get:3] dark early, the street lights [come] on at four.',
  'If you [plant] tomatoes in the shade, they [not grow] well.',
  'If my parents [visit], they [stay] in the spare room.',
  'If the school bell [ring:3], the children [run] outside.',
  'If you [pour] hot water into a cold glass, it sometimes [crack:3].',
  'If you [exercise] before breakfast, you [burn] more fat.',
  'If our teacher [be:3] ill, we [have] a different teacher.',
  'If you [mix] red and white, you [get] pink.',
  'If Maria [go:3] to the gym, she [take:3] the bus.',
  'If you [keep] butter in the fridge, it [stay:3] hard.',
  'If the baby [hear:3] music, she [stop:3] crying.',
  'If you [drink] too much water before bed, you [wake] up at night.',
  'If it [be:3] a public holiday, the banks [be] closed.',
  'If you [spill] red wine on a carpet, it [leave:3] a stain.',
  'If the alarm [go:3] off, everyone [leave:3] the building.',
  'If I [travel] by plane, my ears [hurt].',
  'If you [plug] in the charger, a green light [come:3] on.',
  'If my friends [come] round, we [play] cards.',
  'If you [not oil] a bike chain, it [rust:3].',
  'If you [heat] water high in the mountains, it [boil:3] at a lower temperature.',
  'If my grandmother [make:3] soup, she [cook:3] enough for a week.',
  'If you [leave] a banana in the fridge, its skin [go:3] black.',
  'If I [sit] in the back of a car, I [feel] sick.',
  'If the ground [be:3] dry, the farmers [water] the fields at night.',
  'If you [not wear] gloves in winter, your hands [crack].',
  'If the printer [run:3] out of paper, it [beep:3].',
  'If my neighbours [go] on holiday, I [water] their plants.',
  'If you [blow] on hot soup, it [cool:3] down faster.',
];

export const zeroConditional: TopicDef = topic({
  slug: 'zero-conditional',
  section: 'conditional',
  name: L('Zero conditional: if + present, present', 'Нульовий тип умовних речень: if + present, present'),
  level: 'intermediate',
  possibleAnswers: ['melts', 'heat'],
  rule: L(
    'For facts and things that always happen, use the present simple in both parts: If you heat ice, it melts. The verb agrees with its own subject (it melts, you get).',
    'Для фактів і того, що стається завжди, в обох частинах — present simple: If you heat ice, it melts. Дієслово узгоджується зі своїм підметом (it melts, you get).',
  ),
  signals: L(
    'if = whenever: facts, laws of nature, habits',
    'if = щоразу, коли: факти, закони природи, звички',
  ),
  examples: ['If you heat ice, it melts.', 'If it rains, the grass gets wet.'],
  rules: [
    rule(
      'zero-present',
      'Both clauses of a zero conditional are in the present simple.',
      'Обидві частини нульового умовного речення — у present simple.',
    ),
  ],
  target: 400,
  *generate(rng) {
    const all = rng.shuffle(FACTS.flatMap((f, i) => [0, 1].map((k) => [f, i, k] as const)));
    for (const [fact, i, k] of all) {
      const slots = [...fact.matchAll(/\[(?:not )?(\w+)(:3)?\]/g)];
      let neg = false;
      const present = (base: string, third: boolean) =>
        neg
          ? `${third ? "doesn't" : "don't"} ${base}`
          : base === 'be'
            ? third
              ? 'is'
              : 'are'
            : third
              ? verbForms(base).third
              : base;
      const past = (base: string, third: boolean) =>
        neg ? `didn't ${base}` : base === 'be' ? (third ? 'was' : 'were') : verbForms(base).past;
      let n = 0;
      let answer = '';
      const wrong: DistractorRationale[] = [];
      const text = fact.replace(
        /\[(not )?(\w+)(:3)?\]/g,
        (_m, not: string | undefined, base: string, t3?: string) => {
          const third = t3 === ':3';
          neg = Boolean(not);
          const idx = n++;
          if (idx !== k) return present(base, third);
          answer = present(base, third);
          const subj =
            fact
              .slice(0, slots[idx]?.index ?? 0)
              .replace(/^If /, '')
              .split(', ')
              .at(-1)
              ?.trim() ?? '';
          wrong.push(
            d(present(base, !third), third ? 'agreement-3sg' : 'agreement-non-3sg', {
              subject: subj.replace(/ (usually|always)$/, ''),
            }),
            d(past(base, third), 'past-in-zero-conditional', {}),
            d(`${neg ? 'not ' : ''}${base === 'be' ? 'being' : verbForms(base).ing}`, 'ing-without-be', {}),
          );
          return '___';
        },
      );
      yield item(rng, {
        text,
        answer,
        wrong,
        ruleId: 'zero-present',
        trigger: ['If'],
        features: { type: 'zero' },
        skeleton: `zero-${i}`,
      });
    }
  },
});
