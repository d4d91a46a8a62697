import { z } from 'zod';
import { d, type Item, makeTopic, type Wrong } from '../../engine.ts';
import { record } from '../../lexicon/data.ts';
import type { Rng, TopicDef } from '../../types.ts';
import { type Line, lineItems, ln } from './lines.ts';
import data from './whereas-while-contrast.data.json' with { type: 'json' };
import copy from './whereas-while-contrast.json' with { type: 'json' };

/**
 * whereas / while comparing two different facts side by side, vs because (a reason) and so (a result).
 * Whereas and while are the same here, so an item shows one of them only (in turn), never both. Although
 * is never offered: in many comparisons it fits too. In a comparison the wrong choices are because,
 * unless and so that, which make no sense between two parallel facts. In a reason line whereas is offered
 * but not while (while could be read as "during the time that": stayed in bed while she had a cold); in a
 * result line (…, so …) whereas and because.
 */
const COMPARE: Line[] = [
  ln('{S} {v:get} up at six, ___ {poss} flatmate sleeps until noon.', 'compare', 'sleeps until noon'),
  ln('{S} {v:love} the sea, ___ {poss} parents prefer the mountains.', 'compare', 'prefer the mountains'),
  ln(
    '{S} {v:prefer} the mountains, ___ {poss} friends always go to the beach.',
    'compare',
    'always go to the beach',
  ),
  ln('{S} {v:drive} to work, ___ {poss} colleagues come by train.', 'compare', 'come by train'),
  ln('{S} {is} a morning person, ___ {poss} partner works best at night.', 'compare', 'works best at night'),
  ln('{S} {v:speak} three languages, ___ {poss} partner only speaks Ukrainian.', 'compare', 'only speaks'),
  ln('{S} {v:love} horror films, ___ {poss} friends prefer comedies.', 'compare', 'prefer comedies'),
  ln('{S} {v:play} the violin, ___ {poss} best friend plays the drums.', 'compare', 'plays the drums'),
  ln('{S} {v:love} football, ___ {poss} best friend prefers tennis.', 'compare', 'prefers'),
  ln('___ {S} {v:like} getting up early, {poss} partner hates mornings.', 'compare', 'hates mornings'),
  ln('Some people enjoy flying, ___ others find it terrifying.', 'compare', 'others'),
  ln('{S} {v:spend} money easily, ___ {poss} partner saves every penny.', 'compare', 'saves every penny'),
  ln('___ the first film was a huge success, the second one lost money.', 'compare', 'the second one'),
  ln('My old job was boring, ___ this one is never the same two days running.', 'compare', 'this one'),
  ln('In winter the town is quiet, ___ in summer it is full of tourists.', 'compare', 'in summer'),
  ln('{S} {v:prefer} tea, ___ everyone else in the family drinks coffee.', 'compare', 'everyone else'),
  ln('___ Kyiv has a metro, Lviv has trams and buses.', 'compare', 'Lviv has'),
  ln(
    'The old phone lasted two days on one charge, ___ the new one needs charging every evening.',
    'compare',
    'the new one',
  ),
  ln(
    '{S} {is} very tidy, ___ {poss} flatmate leaves things everywhere.',
    'compare',
    'leaves things everywhere',
  ),
  ln('Cats are quite independent, ___ dogs need a lot of attention.', 'compare', 'dogs need'),
  ln(
    '{S} {v:read} the news on {poss} phone, ___ {poss} parents still buy a paper.',
    'compare',
    'still buy a paper',
  ),
  ln('Last year the exam was easy, ___ this year most students failed.', 'compare', 'this year'),
  ln('Some of the rooms have a sea view, ___ others look onto the car park.', 'compare', 'others look'),
  ln(
    '{S} {v:work} from home, ___ {poss} partner has to be in the office every day.',
    'compare',
    'has to be in the office',
  ),
  ln(
    'The first half of the match was dull, ___ the second half was really exciting.',
    'compare',
    'the second half',
  ),
  ln(
    '___ my grandparents grew up without a phone, my children have never known life without one.',
    'compare',
    'my children',
  ),
  ln('Coffee keeps me awake, ___ tea helps me relax.', 'compare', 'tea helps'),
  ln('{S} {v:learn} languages quickly, ___ maths has always been hard for {obj}.', 'compare', 'maths'),
  ln('The small shop opens at eight, ___ the supermarket is open all night.', 'compare', 'the supermarket'),
  ln(
    '___ some students need silence to study, others like music in the background.',
    'compare',
    'others like music',
  ),
  ln('The train takes three hours, ___ the plane takes only fifty minutes.', 'compare', 'the plane'),
  ln('{S} {v:enjoy} cooking, ___ {poss} flatmate can’t even boil an egg.', 'compare', 'can’t even boil'),
  ln('Renting gives you freedom, ___ buying gives you security.', 'compare', 'buying gives'),
  ln(
    '___ the older workers prefer meetings in person, the younger ones are happy with video calls.',
    'compare',
    'the younger ones',
  ),
  ln('{S} {v:like} busy cities, ___ {poss} parents prefer village life.', 'compare', 'prefer village life'),
  ln(
    'Men’s clothes are on the ground floor, ___ women’s clothes are on the first floor.',
    'compare',
    'women’s clothes',
  ),
  ln('The red wine is from Spain, ___ the white is from Italy.', 'compare', 'the white'),
  ln('{S} {v:remember} faces well, ___ names go out of {poss} head at once.', 'compare', 'names go out'),
  ln('Our old flat had a garden, ___ this one only has a tiny balcony.', 'compare', 'this one only has'),
];

const BECAUSE: Line[] = [
  ln('{S} took the day off ___ {pron} {was} moving to a new flat.', 'because', 'moving to a new flat'),
  ln('{S} didn’t go to the gym ___ {pron} had hurt {poss} back.', 'because', 'had hurt'),
  ln('{S} called the doctor ___ {pron} felt dizzy.', 'because', 'felt dizzy'),
  ln('{S} stayed at home ___ {pron} had a bad cold.', 'because', 'had a bad cold'),
  ln('{S} took a taxi ___ {pron} {was} late for the interview.', 'because', 'late for the interview'),
  ln('The match was cancelled ___ the pitch was flooded.', 'because', 'the pitch was flooded'),
  ln('{S} sold {poss} car ___ {pron} never used it.', 'because', 'never used it'),
  ln('We moved to a bigger flat ___ the baby was on the way.', 'because', 'on the way'),
  ln('{S} couldn’t sleep ___ the neighbours were having a party.', 'because', 'having a party'),
  ln('The shop closed early ___ there was a power cut.', 'because', 'a power cut'),
  ln('{S} went to bed early ___ {pron} had to get up at five.', 'because', 'had to get up'),
  ln('{S} bought a new laptop ___ the old one kept crashing.', 'because', 'kept crashing'),
  ln('The flight was delayed ___ there was fog at the airport.', 'because', 'fog'),
  ln('{S} apologised ___ {pron} had forgotten the meeting.', 'because', 'had forgotten'),
  ln('{S} changed jobs ___ the new company offered more money.', 'because', 'offered more money'),
];

const SO: Line[] = [
  ln('{S} lost {poss} phone, ___ {pron} bought a new one.', 'so', 'bought a new one'),
  ln('The train was cancelled, ___ {S} took the bus.', 'so', 'took the bus'),
  ln('{S} felt tired, ___ {pron} went to bed early.', 'so', 'went to bed early'),
  ln('The museum was closed, ___ {S} went to the park instead.', 'so', 'went to the park instead'),
  ln('It was getting dark, ___ {S} turned on the lights.', 'so', 'turned on the lights'),
  ln('The bus didn’t come, ___ {S} walked to work.', 'so', 'walked to work'),
  ln('The café was full, ___ we went somewhere else.', 'so', 'went somewhere else'),
  ln('The tickets were sold out, ___ we watched the match on TV.', 'so', 'watched the match on TV'),
  ln('{S} forgot {poss} keys, ___ {pron} had to wait outside.', 'so', 'had to wait outside'),
  ln('It was a lovely day, ___ {S} had lunch in the garden.', 'so', 'had lunch in the garden'),
  ln('The printer wasn’t working, ___ {S} sent the document by email.', 'so', 'sent the document'),
  ln('The road was closed, ___ we had to take a long detour.', 'so', 'take a long detour'),
  ln('{S} {was} hungry, ___ {pron} made a sandwich.', 'so', 'made a sandwich'),
  ln('The lift was broken, ___ {S} took the stairs.', 'so', 'took the stairs'),
  ln('It started to rain, ___ we went back inside.', 'so', 'went back inside'),
  ln('{S} couldn’t find a parking space, ___ {pron} left the car at the station.', 'so', 'left the car'),
  ln('The shop had run out of bread, ___ {S} bought rolls instead.', 'so', 'bought rolls instead'),
];

/** Issue 16, second batch: appended after the first lines so those keep their subjects (and ids). */
const MORE_COMPARE: Line[] = [
  ln('{S} {v:eat} meat, ___ {poss} flatmate is a vegetarian.', 'compare', 'is a vegetarian'),
  ln('{S} {v:prefer} summer, ___ {poss} partner loves the snow.', 'compare', 'loves the snow'),
  ln(
    '{S} {v:walk} to work, ___ {poss} neighbour drives even to the corner shop.',
    'compare',
    'drives even to the corner shop',
  ),
  ln('{S} {is} very talkative, ___ {poss} best friend hardly says a word.', 'compare', 'hardly says a word'),
  ln('{S} {v:like} classical music, ___ {poss} colleagues listen to rock.', 'compare', 'listen to rock'),
  ln(
    '{S} {v:do} the shopping online, ___ {poss} neighbours still go to the market.',
    'compare',
    'still go to the market',
  ),
  ln(
    '{S} {v:pay} for everything by card, ___ {poss} grandmother uses only cash.',
    'compare',
    'uses only cash',
  ),
  ln('{S} {v:go} to bed early, ___ {poss} flatmate stays up until two.', 'compare', 'stays up until two'),
  ln(
    '{S} {v:save} money every month, ___ {poss} friends spend everything they earn.',
    'compare',
    'spend everything they earn',
  ),
  ln('Summers here are hot and dry, ___ winters are cold and wet.', 'compare', 'winters are cold'),
  ln('Small cars are cheap to run, ___ big ones use a lot of fuel.', 'compare', 'big ones'),
  ln(
    'The old town is full of narrow streets, ___ the new districts have wide avenues.',
    'compare',
    'the new districts',
  ),
  ln(
    '{S} {v:enjoy} long walks, ___ {poss} partner would rather stay at home.',
    'compare',
    'would rather stay at home',
  ),
  ln(
    '___ {S} {v:love} spicy food, {poss} partner can’t eat anything hot.',
    'compare',
    'can’t eat anything hot',
  ),
  ln('In the city people rush everywhere, ___ in the village life is slow.', 'compare', 'in the village'),
  ln(
    'Breakfast is free for hotel guests, ___ dinner costs twenty euros.',
    'compare',
    'dinner costs twenty euros',
  ),
  ln('Our son loves maths, ___ our daughter is better at languages.', 'compare', 'our daughter'),
  ln(
    '{S} {v:write} everything down, ___ {poss} boss remembers everything without notes.',
    'compare',
    'without notes',
  ),
  ln(
    'Some people like to plan every detail, ___ others prefer to decide at the last minute.',
    'compare',
    'others prefer',
  ),
  ln(
    'The first flat we saw was dark and small, ___ the second one was bright and spacious.',
    'compare',
    'the second one',
  ),
  ln(
    '{S} {v:get} seasick on boats, ___ {poss} partner feels fine even in a storm.',
    'compare',
    'feels fine even in a storm',
  ),
  ln(
    'Weekdays at the gym are very busy, ___ Sundays are almost empty.',
    'compare',
    'Sundays are almost empty',
  ),
  ln(
    '{S} {v:find} history fascinating, ___ most of {poss} classmates think it’s boring.',
    'compare',
    'think it’s boring',
  ),
  ln('Our old neighbours were very noisy, ___ the new ones are really quiet.', 'compare', 'the new ones'),
  ln('{S} {v:like} to arrive early, ___ {poss} partner is always late.', 'compare', 'is always late'),
  ln(
    'Tea is very popular in Britain, ___ Americans drink more coffee.',
    'compare',
    'Americans drink more coffee',
  ),
  ln(
    '{S} {v:spend} hours on social media, ___ {poss} flatmate isn’t on it at all.',
    'compare',
    'isn’t on it at all',
  ),
  ln('The starters were delicious, ___ the main course was disappointing.', 'compare', 'the main course'),
  ln(
    'My first teacher was very strict, ___ the second one let us do what we liked.',
    'compare',
    'the second one',
  ),
  ln(
    '{S} {v:love} big parties, ___ {poss} partner prefers a quiet dinner with friends.',
    'compare',
    'prefers a quiet dinner',
  ),
  ln('{S} {v:cook} every evening, ___ {poss} flatmate lives on takeaways.', 'compare', 'lives on takeaways'),
  ln('The front garden gets the sun all day, ___ the back is always in the shade.', 'compare', 'the back'),
];

const MORE_BECAUSE: Line[] = [
  ln('{S} went home early ___ {pron} had a headache.', 'because', 'had a headache'),
  ln('{S} missed the train ___ {poss} alarm didn’t go off.', 'because', 'didn’t go off'),
  ln('{S} couldn’t come to the party ___ {pron} {was} working that night.', 'because', 'working that night'),
  ln('The concert was cancelled ___ the singer was ill.', 'because', 'the singer was ill'),
  ln('{S} left {poss} job ___ the hours were too long.', 'because', 'the hours were too long'),
  ln('{S} couldn’t open the door ___ {pron} had lost the key.', 'because', 'had lost the key'),
  ln('{S} {was} tired ___ {pron} hadn’t slept well.', 'because', 'hadn’t slept well'),
  ln('The road was closed ___ a tree had fallen across it.', 'because', 'a tree had fallen'),
  ln('{S} turned the heating on ___ the flat was cold.', 'because', 'the flat was cold'),
  ln('{S} laughed ___ the joke was really funny.', 'because', 'really funny'),
];

const MORE_SO: Line[] = [
  ln('The restaurant was fully booked, ___ we ate at home.', 'so', 'ate at home'),
  ln('It was very hot, ___ {S} opened all the windows.', 'so', 'opened all the windows'),
  ln('{P} phone battery was dead, ___ {pron} couldn’t call anyone.', 'so', 'couldn’t call anyone'),
  ln('The fridge was empty, ___ {S} went to the supermarket.', 'so', 'went to the supermarket'),
  ln('The water was too cold, ___ {S} didn’t go swimming.', 'so', 'didn’t go swimming'),
  ln('The streets were icy, ___ {S} walked very carefully.', 'so', 'walked very carefully'),
  ln('The radio was too loud, ___ {S} turned it down.', 'so', 'turned it down'),
  ln('{S} {was} thirsty, ___ {pron} drank a glass of water.', 'so', 'drank a glass of water'),
  ln('The soup was too salty, ___ {S} added some water.', 'so', 'added some water'),
  ln('The bag was too heavy, ___ {S} asked for help.', 'so', 'asked for help'),
];

/** whereas and while, shown one at a time. */
const COMPARE_WORDS = ['whereas', 'while'] as const;
/** The wrong choices of a comparison: two of these, in turn. */
const ODD = ['because', 'unless', 'so that'] as const;
const MEANING: Record<string, string> = record('MEANING', data.MEANING, z.string());

function items(rng: Rng): Item[] {
  let k = 0;
  const lines = [...COMPARE, ...BECAUSE, ...SO, ...MORE_COMPARE, ...MORE_BECAUSE, ...MORE_SO].map((l) =>
    l.key === 'compare' ? { ...l, key: COMPARE_WORDS[k++ % 2] ?? 'whereas' } : l,
  );
  let j = 0;
  return lineItems(
    rng,
    'whereas-while-contrast',
    lines,
    (key): Wrong[] => {
      if (key === 'whereas' || key === 'while') {
        const first = ODD[j++ % 3] ?? 'because';
        const second = ODD[j % 3] ?? 'unless';
        return [first, second].map((w) =>
          d(w, 'linker-meaning-mismatch', { given: MEANING[w] ?? '', needed: 'comparison' }),
        );
      }
      const needed = MEANING[key] ?? '';
      const other = key === 'because' ? 'so that' : 'because';
      return [
        d('whereas', 'linker-meaning-mismatch', { given: 'comparison', needed }),
        d(other, 'linker-meaning-mismatch', { given: MEANING[other] ?? '', needed }),
      ];
    },
    (key) => (key === 'whereas' || key === 'while' ? 'whereas' : key),
  );
}

export const whereasWhileContrast: TopicDef = makeTopic(copy, { target: 600, build: items });
