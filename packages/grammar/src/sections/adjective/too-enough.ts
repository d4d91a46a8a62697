import { expand, type Item, makeTopic } from '../../engine.ts';
import type { TopicDef } from '../../types.ts';

/**
 * too + adjective (more than is good) vs adjective + enough (as much as needed). The rest of the sentence
 * decides the meaning; "enough" before an adjective is always wrong. Negatives are avoided ("not too tall"
 * would also be correct). [sentence, answer, wrong by meaning, cue]
 */
const LINES: [string, string, string, string][] = [
  ['He is only fifteen, so he is ___ to drive.', 'too young', 'young enough', 'only fifteen'],
  ['She is eighteen now, so she is ___ to vote.', 'old enough', 'too old', 'eighteen now'],
  ['This coffee is ___ to drink. Wait a minute.', 'too hot', 'hot enough', 'Wait a minute'],
  ['The soup has cooled down. It’s ___ to eat now.', 'cool enough', 'too cool', 'has cooled down'],
  ['I’m ___ to reach the top shelf. Can you help me?', 'too short', 'short enough', 'Can you help me?'],
  ['This box is ___ to carry on my own. Can you help?', 'too heavy', 'heavy enough', 'Can you help?'],
  [
    'This bag is ___ to take on the plane as hand luggage.',
    'small enough',
    'too small',
    'to take on the plane',
  ],
  ['The water is ___ to swim in today. Let’s go in!', 'warm enough', 'too warm', 'Let’s go in!'],
  [
    'The water is ___ to swim in today. Let’s stay on the beach.',
    'too cold',
    'cold enough',
    'Let’s stay on the beach',
  ],
  ['These shoes are ___ for me. I need a bigger size.', 'too small', 'small enough', 'I need a bigger size'],
  [
    'You’re ___ to understand this now. You’re a clever girl.',
    'old enough',
    'too old',
    'You’re a clever girl',
  ],
  ['It’s ___ to go out without a coat. It’s freezing!', 'too cold', 'cold enough', 'It’s freezing!'],
  [
    'The film was ___ to watch in one evening. It lasted four hours!',
    'too long',
    'long enough',
    'four hours',
  ],
  [
    'The room is ___ for twenty people. Let’s have the party here.',
    'big enough',
    'too big',
    'Let’s have the party here',
  ],
  [
    'The room is ___ for twenty people. We need a bigger one.',
    'too small',
    'small enough',
    'We need a bigger one',
  ],
  ['My car is ___ to drive on the motorway. It’s from 1975.', 'too old', 'old enough', 'from 1975'],
  ['The ice is ___ to walk on. Don’t go near it!', 'too thin', 'thin enough', 'Don’t go near it!'],
  ['The ice is ___ to walk on. Let’s go skating!', 'thick enough', 'too thick', 'Let’s go skating!'],
  [
    'This exercise is ___ for beginners. Even my little sister can do it.',
    'easy enough',
    'too easy',
    'Even my little sister can do it',
  ],
  [
    'This exam is ___ for me. I don’t understand any of the questions.',
    'too difficult',
    'difficult enough',
    'I don’t understand any of the questions',
  ],
  [
    'The tickets were ___ for us to buy, so we stayed at home.',
    'too expensive',
    'expensive enough',
    'so we stayed at home',
  ],
  ['The flat was ___ for us to rent, so we took it.', 'cheap enough', 'too cheap', 'so we took it'],
  ['He is ___ to play basketball. He’s over two metres!', 'tall enough', 'too tall', 'over two metres'],
  ['It’s ___ to have lunch outside. The sun is shining.', 'warm enough', 'too warm', 'The sun is shining'],
  [
    'She spoke ___ for everyone to hear her. Even the people at the back heard every word.',
    'loudly enough',
    'too loudly',
    'Even the people at the back heard',
  ],
  ['He drives ___. One day he’ll have an accident.', 'too fast', 'fast enough', 'he’ll have an accident'],
  ['The music is ___. I can’t hear you!', 'too loud', 'loud enough', 'I can’t hear you!'], // Issue 16: more bases, each its own skeleton; {a|b} gives safe variants of the same base. An enough
  // key only where "too …" would contradict the context (not "too easy … they understood every word").
  [
    'The {sofa|wardrobe|fridge} is ___ to move on my own. Can you give me a hand?',
    'too heavy',
    'heavy enough',
    'Can you give me a hand?',
  ],
  [
    '{I’m ___ to go out tonight. I’m|We’re ___ to go out tonight. We’re} going straight to bed.',
    'too tired',
    'tired enough',
    'going straight to bed',
  ],
  [
    'The {river|lake} is ___ to swim across. It’s nearly a kilometre to the other side.',
    'too wide',
    'wide enough',
    'nearly a kilometre to the other side',
  ],
  [
    '{He’s ___ to carry all those bags. He’s|She’s ___ to carry all those bags. She’s} only {five|four}.',
    'too small',
    'small enough',
    'only five',
  ],
  [
    'The print on the {label|ticket|menu} is ___ for me to read without my glasses.',
    'too small',
    'small enough',
    'without my glasses',
  ],
  [
    'It’s ___ to walk {home|to the station} from here. Let’s get a taxi.',
    'too far',
    'far enough',
    'Let’s get a taxi',
  ],
  [
    'This {dress|shirt|jacket} is ___ for me. I can hardly breathe in it!',
    'too tight',
    'tight enough',
    'I can hardly breathe',
  ],
  [
    'The {hill|path} was ___ for my grandmother, so she waited at the bottom.',
    'too steep',
    'steep enough',
    'she waited at the bottom',
  ],
  [
    'The {stream|ditch} was ___ to jump over, so we walked around it.',
    'too wide',
    'wide enough',
    'so we walked around it',
  ],
  [
    'Our car is ___ for the family now. We’ve had {another baby|twins}!',
    'too small',
    'small enough',
    'We’ve had another baby',
  ],
  [
    'My coffee is ___. Could I have some more {milk|hot water}, please?',
    'too strong',
    'strong enough',
    'some more milk',
  ],
  [
    'The instructions were ___ to follow. Nobody could put the {shelf|desk|bed} together.',
    'too complicated',
    'complicated enough',
    'Nobody could put it together',
  ],
  [
    'It’s ___ to phone {her now. She’ll|him now. He’ll|Grandma now. She’ll} be asleep.',
    'too late',
    'late enough',
    'will be asleep',
  ],
  [
    'The lane is ___ for two cars to pass. One of them has to stop and wait.',
    'too narrow',
    'narrow enough',
    'has to stop and wait',
  ],
  [
    'The new {TV|sofa} is ___ for this little room. It {covers|takes up} the whole wall!',
    'too big',
    'big enough',
    'It covers the whole wall!',
  ],
  [
    'The {film|book|game} is ___ for young children. Some {scenes|parts} are really frightening.',
    'too scary',
    'scary enough',
    'really frightening',
  ],
  [
    '{He|She} was ___ to finish the race and stopped after ten kilometres.',
    'too tired',
    'tired enough',
    'stopped after ten kilometres',
  ],
  [
    'My {suitcase|bag|backpack} is ___ to close. I’ll have to take some things out.',
    'too full',
    'full enough',
    'take some things out',
  ],
  [
    'These {jeans|trousers|shorts} are ___ for me now. I need a belt to keep them up.',
    'too big',
    'big enough',
    'I need a belt',
  ],
  [
    'The internet {here|in the hotel|at my parents’ house} is ___ to watch films. They keep stopping.',
    'too slow',
    'slow enough',
    'They keep stopping',
  ],
  [
    'The {jar|box|vase} is on a shelf that is ___ for me to reach. Could you get it down?',
    'too high',
    'high enough',
    'Could you get it down?',
  ],
  [
    'It was ___ in the {cellar|attic} to see anything, so I went back for a torch.',
    'too dark',
    'dark enough',
    'went back for a torch',
  ],
  [
    'The {rent|price} is ___ for us. Let’s look for something cheaper.',
    'too high',
    'high enough',
    'something cheaper',
  ],
  [
    'The kitchen is ___ for a {dishwasher|big fridge|table}. There’s no space for one.',
    'too small',
    'small enough',
    'There’s no space',
  ],
  [
    'The sea was ___ for the boats to go out, so the {fishermen stayed at home|ferries stayed in the harbour}.',
    'too rough',
    'rough enough',
    'the fishermen stayed at home',
  ],
  [
    'The {steak|chicken} is ___ to eat. It’s still pink in the middle.',
    'too raw',
    'raw enough',
    'still pink in the middle',
  ],
  [
    '{My grandad is ___ to climb the stairs now, so he|My grandma is ___ to climb the stairs now, so she} lives on the ground floor.',
    'too weak',
    'weak enough',
    'lives on the ground floor',
  ],
  [
    'The {cinema|concert hall} was ___. We couldn’t find two seats together.',
    'too full',
    'full enough',
    'couldn’t find two seats',
  ],
  [
    '{He spoke ___ for us to follow, so we asked him|She spoke ___ for us to follow, so we asked her|The guide spoke ___ for us to follow, so we asked him} to slow down.',
    'too fast',
    'fast enough',
    'asked to slow down',
  ],
  [
    'We got to the {station ___ to catch the last train|stop ___ to catch the last bus}. It had just left.',
    'too late',
    'late enough',
    'It had just left',
  ],
  [
    'The {car|van} is ___ for all our {luggage|bags}. Everything fits in the back.',
    'big enough',
    'too big',
    'Everything fits in the back',
  ],
  [
    'The paint is ___ to touch now. It dried {an hour ago|this morning}.',
    'dry enough',
    'too dry',
    'It dried an hour ago',
  ],
  [
    'My {niece|daughter} is ___ to travel on her own now. She’s nineteen.',
    'old enough',
    'too old',
    'She’s nineteen',
  ],
  [
    'The bananas are ___ to eat now. They’re {nice and yellow|soft and sweet}.',
    'ripe enough',
    'too ripe',
    'nice and yellow',
  ],
  [
    'Don’t worry, the {rope|branch|bridge} is ___ to hold a grown man.',
    'strong enough',
    'too strong',
    'Don’t worry',
  ],
  [
    'The {hotel|flat} is ___ to the beach for us to walk there in five minutes.',
    'close enough',
    'too close',
    'walk there in five minutes',
  ],
  [
    'The tent is ___ for {four|five|six} people, so we can all sleep in it.',
    'big enough',
    'too big',
    'so we can all sleep in it',
  ],
  [
    'The sofa bed is ___ to sleep on. You’re welcome to stay the night.',
    'comfortable enough',
    'too comfortable',
    'welcome to stay the night',
  ],
  [
    '{Tom|Max} is ___ to reach the light switch now. He doesn’t need a chair any more.',
    'tall enough',
    'too tall',
    'doesn’t need a chair any more',
  ],
  [
    'The {grass|bench} is ___ to sit on now. The sun has dried it.',
    'dry enough',
    'too dry',
    'The sun has dried it',
  ],
  [
    'The hall is ___ for a hundred guests, so we booked it for {the wedding|the party|the conference}.',
    'big enough',
    'too big',
    'so we booked it',
  ],
  [
    '{Olena’s|Iryna’s} English is ___ to work in London. She passed the interview easily.',
    'good enough',
    'too good',
    'passed the interview easily',
  ],
  [
    'The water is ___ to drink. It comes straight from {a mountain spring|the well}.',
    'clean enough',
    'too clean',
    'straight from a mountain spring',
  ],
  [
    'This knife is ___ to cut the {bread|meat|tomatoes}. Thanks, that’s perfect.',
    'sharp enough',
    'too sharp',
    'that’s perfect',
  ],
  [
    'My {brother|cousin} is ___ to drive, but he hasn’t got a car yet.',
    'old enough',
    'too old',
    'but he hasn’t got a car',
  ],
  [
    'The car park {is ___ for all the guests’ cars. Nobody had|was ___ for all the guests’ cars. Nobody had} to park on the street.',
    'big enough',
    'too big',
    'Nobody had to park on the street',
  ],
  [
    'The {road|gate} is ___ for a lorry to get through, so the delivery will be fine.',
    'wide enough',
    'too wide',
    'the delivery will be fine',
  ],
  [
    '{He|She|Dad} ran ___ to catch the {bus|train} and got to work on time.',
    'fast enough',
    'too fast',
    'got to work on time',
  ],
  [
    'The {teacher|new teacher|lecturer} spoke ___ for the whole class to understand.',
    'clearly enough',
    'too clearly',
    'for the whole class to understand',
  ],
  [
    '{We|They} left home ___ to get good seats at the front.',
    'early enough',
    'too early',
    'to get good seats',
  ],
  [
    'The {bag|box|parcel} was ___ for me to carry with one hand.',
    'light enough',
    'too light',
    'carry with one hand',
  ],
  [
    'The snow is ___ to build a snowman. {Let’s go outside!|Get your gloves!}',
    'deep enough',
    'too deep',
    'Let’s go outside!',
  ],
  [
    'This {coat|jacket} is ___ for the winter. It has a thick lining.',
    'warm enough',
    'too warm',
    'It has a thick lining',
  ],
  [
    'The ladder is ___ to reach the roof, so we can clean the gutters today.',
    'long enough',
    'too long',
    'we can clean the gutters today',
  ],
  [
    'The gap under the {fence|gate|door} is ___ for the cat to get through.',
    'big enough',
    'too big',
    'for the cat to get through',
  ],
  [
    'The children are ___ to stay at home alone for {an hour|the evening}. They’re twelve and fourteen.',
    'old enough',
    'too old',
    'They’re twelve and fourteen',
  ],
  [
    'The {pool|sea} is ___ to dive into here. It’s four metres deep.',
    'deep enough',
    'too deep',
    'four metres deep',
  ],
  [
    'The {table|kitchen table} is ___ for all of us. Sit down, everybody!',
    'big enough',
    'too big',
    'Sit down, everybody!',
  ],
  [
    'The {phone|camera} is ___ to fit in my pocket. That’s why I bought it.',
    'small enough',
    'too small',
    'That’s why I bought it',
  ],
  [
    'The {shoes|boots} are ___ for me. My toes hurt when I walk.',
    'too small',
    'small enough',
    'My toes hurt',
  ],
  [
    'The {soup|curry|sauce} is ___ for me. My mouth is on fire!',
    'too spicy',
    'spicy enough',
    'My mouth is on fire!',
  ],
  [
    'The {queue|line} was ___, so we came back {later|the next day}.',
    'too long',
    'long enough',
    'so we came back later',
  ],
  ['The {bath|shower} is ___. I can’t get in!', 'too hot', 'hot enough', 'I can’t get in!'],
  [
    'The {step|wall} was ___ for the little boy to climb, so his dad lifted him up.',
    'too high',
    'high enough',
    'his dad lifted him up',
  ],
  [
    'The {museum|gallery} was ___ to see in one day, so we went back on Sunday.',
    'too big',
    'big enough',
    'went back on Sunday',
  ],
  [
    'The {question|last question|essay question} was ___ for me. I had no idea what to write.',
    'too difficult',
    'difficult enough',
    'I had no idea what to write',
  ],
  [
    'The {walls|windows} are ___. We can hear every word our neighbours say.',
    'too thin',
    'thin enough',
    'We can hear every word',
  ],
  [
    '{My|Our} flat is ___ for a piano. We’d have to get rid of the sofa.',
    'too small',
    'small enough',
    'get rid of the sofa',
  ],
  [
    'It’s ___ to sit in the {garden|yard}. Let’s go inside, it’s getting dark.',
    'too cold',
    'cold enough',
    'Let’s go inside',
  ],
  [
    'The {book|article} was ___ to read in one evening. It took me a week.',
    'too long',
    'long enough',
    'It took me a week',
  ],
  [
    'The {bridge|tunnel} was ___ for the {bus|lorry}, so it had to go another way.',
    'too low',
    'low enough',
    'had to go another way',
  ],
  [
    'The {mattress|bed} is ___. I wake up with a sore back {every morning|every day}.',
    'too hard',
    'hard enough',
    'a sore back',
  ],
  [
    'The {beach|pool|park} was ___ to relax. There were people everywhere.',
    'too crowded',
    'crowded enough',
    'people everywhere',
  ],
  [
    'The wind was ___ to put up the tent, so we slept in the {car|van}.',
    'too strong',
    'strong enough',
    'we slept in the car',
  ],
  ['The {cake|pie} is ___ to cut now. It has cooled down.', 'cool enough', 'too cool', 'It has cooled down'],
  [
    'The {river|stream} is ___ to walk across here. The water only comes up to your knees.',
    'shallow enough',
    'too shallow',
    'only comes up to your knees',
  ],
  [
    '{The pasta is|The rice is|The potatoes are} ___ now. Let’s eat!',
    'soft enough',
    'too soft',
    'Let’s eat!',
  ],
  [
    '{Anna|Sofia} is ___ to join the team. She’s the best player in her class.',
    'good enough',
    'too good',
    'the best player in her class',
  ],
  [
    'The {flat|house} is ___ to the school for the children to walk there.',
    'near enough',
    'too near',
    'for the children to walk there',
  ],
  [
    'The {screen|display} is ___ to read in the sun. I can see everything clearly.',
    'bright enough',
    'too bright',
    'I can see everything clearly',
  ],
  [
    '{He|She} got up ___ to see the sunrise from the top of the hill.',
    'early enough',
    'too early',
    'to see the sunrise',
  ],
  [
    'The {lake|bay} is ___ for boats. You can sail right across it.',
    'big enough',
    'too big',
    'You can sail right across it',
  ],
  [
    'The {glue|tape} is ___ to hold the handle. It hasn’t come off again.',
    'strong enough',
    'too strong',
    'It hasn’t come off again',
  ],
  [
    'The {box|envelope|album} is ___ for all the {photos|letters}. They all fit inside.',
    'big enough',
    'too big',
    'They all fit inside',
  ],
  [
    'The {printer|computer} is ___ to use. It takes ten minutes to print one page.',
    'too slow',
    'slow enough',
    'ten minutes to print one page',
  ],
  [
    'My {sister|brother} is ___ to watch this film. It’s for over-eighteens.',
    'too young',
    'young enough',
    'It’s for over-eighteens',
  ],
  [
    'The {room|office} is ___ to work in. The heating is on and the windows don’t open.',
    'too hot',
    'hot enough',
    'the windows don’t open',
  ],
  [
    'The butter is ___ to spread. {Leave it out for ten minutes|Let’s use it in half an hour}.',
    'too hard',
    'hard enough',
    'Leave it out for ten minutes',
  ],
  [
    'The {steps are|stairs are|door is} ___ for the piano. The removal men got it in easily.',
    'wide enough',
    'too wide',
    'got it in easily',
  ],
];
const NOUNS: [string, string, string][] = [
  ['We have ___ to buy a car. Let’s go to the showroom.', 'enough money', 'money'],
  ['There isn’t ___ for everybody. We need two more chairs.', 'enough room', 'room'],
  ['Have we got ___ for the whole family?', 'enough food', 'food'],
  ['I didn’t have ___ to finish the test.', 'enough time', 'time'],
  ['Are there ___ for all the guests?', 'enough chairs', 'chairs'],
  ['We haven’t got ___ to paint the whole {room|kitchen|fence}.', 'enough paint', 'paint'],
  ['Is there ___ for {a sandwich|two sandwiches}?', 'enough bread', 'bread'],
  ['Have you got ___ to pay the taxi driver?', 'enough cash', 'cash'],
  ['There aren’t ___ on the {bus|train}, so some people will have to stand.', 'enough seats', 'seats'],
  ['I didn’t get ___ last night. I’m {exhausted|so tired}.', 'enough sleep', 'sleep'],
  [
    'We’ve got ___ for {a week|the weekend|three days}, so we don’t need to go shopping.',
    'enough food',
    'food',
  ],
  ['Are there ___ for all the children at the {party|school concert}?', 'enough presents', 'presents'],
  ['{She|He} hasn’t got ___ to finish the report today.', 'enough time', 'time'],
  ['There isn’t ___ in the {car|boot} for five people and their bags.', 'enough space', 'space'],
  ['Take ___ with you. It’s going to be hot on the walk.', 'enough water', 'water'],
  ['Have we got ___ to make {a cake|pancakes|an omelette}?', 'enough eggs', 'eggs'],
  ['There weren’t ___ at the meeting to take a vote.', 'enough people', 'people'],
  ['Is there ___ in the tank to get {home|to the coast|to Kyiv}?', 'enough petrol', 'petrol'],
  ['Did you bring ___ for everybody? There are twelve of us.', 'enough cups', 'cups'],
  ['There isn’t ___ in the fridge for the milk.', 'enough room', 'room'],
  ['We haven’t got ___ for a {team|football team}. We need two more.', 'enough players', 'players'],
  ['{I|We} haven’t saved ___ for a holiday this year.', 'enough money', 'money'],
  ['There isn’t ___ in {here|this room}. Can you open a window?', 'enough air', 'air'],
  ['Have you got ___ for the washing machine? You need two coins.', 'enough coins', 'coins'],
  ['The soup needs more flavour. There isn’t ___ in it.', 'enough salt', 'salt'],
  ['The {plants|tomatoes|flowers} are dying. They aren’t getting ___.', 'enough light', 'light'],
  [
    'There aren’t ___ for everyone. {Some of us|Three of us} had to stand at the back.',
    'enough chairs',
    'chairs',
  ],
  ['We didn’t have ___ to visit the castle, so we’ll go next time.', 'enough time', 'time'],
  ['Have you got ___ for all the guests? There are twenty of them.', 'enough glasses', 'glasses'],
  ['There isn’t ___ in the {bottle|jug} for everyone.', 'enough juice', 'juice'],
  ['There aren’t ___ in this {town|village|area} for young people.', 'enough jobs', 'jobs'],
];

function items(): Item[] {
  const out: Item[] = LINES.flatMap(([frame, answer, wrongMeaning, cue], i): Item[] => {
    const adj = answer.replace(/^too | enough$/g, '');
    return expand(frame).map(
      (text): Item => ({
        text,
        answer,
        wrong: [
          {
            choice: wrongMeaning,
            errorType: answer.startsWith('too') ? 'enough-for-too' : 'too-for-enough',
            params: { cue },
          },
          // "enough loud" only against an enough key: against "too loud" its reason would teach "loud
          // enough", which is the other wrong choice here.
          ...(answer.endsWith(' enough')
            ? [
                {
                  choice: `enough ${adj}`,
                  errorType: 'enough-before-adjective' as const,
                  params: { adjective: adj },
                },
              ]
            : []),
        ],
        ruleId: answer.startsWith('too') ? 'too' : 'enough-adjective',
        trigger: [cue],
        skeleton: `too-enough:${i}`,
      }),
    );
  });
  NOUNS.forEach(([frame, answer, noun], i) => {
    for (const text of expand(frame))
      out.push({
        text,
        answer,
        wrong: [{ choice: `${noun} enough`, errorType: 'enough-after-noun', params: { noun } }],
        ruleId: 'enough-noun',
        trigger: [noun],
        skeleton: `too-enough:noun:${i}`,
      });
  });
  return out;
}

export const tooEnoughTopic: TopicDef = makeTopic(
  {
    slug: 'too-enough',
    sectionSlug: 'adjective',
    name: { en: 'Too and enough', uk: 'Too та enough' },
    level: 'intermediate',
    possibleAnswers: ['too + adjective', 'adjective + enough', 'enough + noun'],
    card: {
      rule: {
        en: 'Too + adjective means “more than is good or possible” (too hot to drink). Adjective + enough means “as much as is needed” (old enough to vote). Enough comes AFTER an adjective or adverb but BEFORE a noun (enough money).',
        uk: 'Too + прикметник означає «занадто, більше, ніж треба» (too hot to drink). Прикметник + enough — «достатньо» (old enough to vote). Enough стоїть ПІСЛЯ прикметника чи прислівника, але ПЕРЕД іменником (enough money).',
      },
      signals: {
        en: 'a problem (can’t, wait, I need a bigger one) → too; it works (so we took it, let’s go) → enough.',
        uk: 'є проблема (can’t, wait, I need a bigger one) → too; усе вдається (so we took it, let’s go) → enough.',
      },
      examples: ['This coffee is too hot to drink.', 'She is old enough to vote.'],
    },
    rules: [
      {
        id: 'too',
        statement: {
          en: 'Too comes before an adjective and means “more than is good or possible”.',
          uk: 'Too стоїть перед прикметником і означає «занадто».',
        },
      },
      {
        id: 'enough-adjective',
        statement: {
          en: 'Enough comes after an adjective or adverb and means “as much as is needed”.',
          uk: 'Enough стоїть після прикметника чи прислівника й означає «достатньо».',
        },
      },
      {
        id: 'enough-noun',
        statement: {
          en: 'Enough comes before a noun: enough money, enough time.',
          uk: 'З іменником enough ставимо перед ним: enough money, enough time.',
        },
      },
    ],
    target: 500,
  },
  items,
);
