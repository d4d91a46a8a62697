import { describe, expect, it } from 'vitest';
import type { ExerciseDraft } from '../types.ts';
import { applyGuards, GUARDS } from './guards.ts';

const draft = (text: string, answer: string, wrong: string[]): ExerciseDraft => ({
  text,
  answer,
  choices: [answer, ...wrong],
  rationale: {
    ruleId: 'r',
    trigger: [],
    distractors: wrong.map((choice) => ({ choice, errorType: 'e' })),
  },
  skeleton: 's',
});

const run = (text: string, answer: string, wrong: string[]) => applyGuards(draft(text, answer, wrong));

describe('guards', () => {
  it('every guard has a unique id, a kind and a summary for the docs table', () => {
    expect(new Set(GUARDS.map((g) => g.id)).size).toBe(GUARDS.length);
    for (const g of GUARDS) expect(g.summary.length).toBeGreaterThan(20);
  });

  it('one/ones: strikes "the white ___" (number open), keeps "a white ___" and "these … any cheaper ___"', () => {
    const open = run('I don’t like this shirt. Can I see the white ___?', 'one', ['ones', 'it']);
    expect(open.rejected).toMatch(/^one-ones-number/);
    expect(run('This bag is too small. Have you got a bigger ___?', 'one', ['ones']).rejected).toBeNull();
    expect(
      run('These bags are too expensive. Have you got any cheaper ___?', 'ones', ['one']).rejected,
    ).toBeNull();
    expect(run('The red ___ are cheaper.', 'ones', ['one']).rejected).toBeNull();
  });

  it('been/gone: drops "gone" for experience (right in American English), keeps it when the person is back', () => {
    const ever = run('Have you ever ___ to Egypt?', 'been', ['gone', 'went']);
    expect(ever.draft.choices).toEqual(['been', 'went']);
    expect(ever.fired).toEqual(['been-gone-american']);
    const back = run('I’ve just ___ to the shop. Here’s your milk.', 'been', ['gone', 'went']);
    expect(back.draft.choices).toEqual(['been', 'gone', 'went']);
    // "gone" as the answer (not here now) keeps "been" as wrong.
    expect(run('He isn’t here. He has ___ to the bank.', 'gone', ['been']).draft.choices).toEqual([
      'gone',
      'been',
    ]);
  });

  it('few/a few: "a few" is dropped against "few" unless very/so/too rules it out', () => {
    const open = run('The town was empty: there were ___ cars and no people.', 'few', ['a few', 'little']);
    expect(open.draft.choices).toEqual(['few', 'little']);
    expect(open.draft.rationale.distractors.map((d) => d.choice)).toEqual(['little']);
    const very = run('Very ___ people came to the concert.', 'few', ['a few', 'little']);
    expect(very.draft.choices).toEqual(['few', 'a few', 'little']);
    const positive = run('I need ___ more minutes to finish this email.', 'a few', ['few', 'a little']);
    expect(positive.draft.choices).toEqual(['a few', 'few', 'a little']);
    const noCue = run('There were ___ apples on the table.', 'a few', ['few', 'a little']);
    expect(noCue.draft.choices).toEqual(['a few', 'a little']);
  });

  it('real vs unreal conditional: "will" stays wrong only when the if-clause is clearly unreal', () => {
    const real = run('If they missed the bus, they ___.', 'would be late', [
      'will be late',
      'would was late',
    ]);
    expect(real.draft.choices).toEqual(['would be late', 'would was late']);
    const unreal = run('If I were rich, I ___ a big house.', 'would buy', ['will buy', 'would bought']);
    expect(unreal.draft.choices).toContain('will buy');
  });

  it('conditionals in another time: a real past, a zero or a mixed conditional is not offered as wrong', () => {
    const ifPast = run('If he ___, I will tell him the news.', 'calls me', ['will call me', 'called me']);
    expect(ifPast.draft.choices).toEqual(['calls me', 'will call me']);
    const zero = run('If it rains, we ___.', 'will stay at home', ['would stay at home', 'stay at home']);
    expect(zero.draft.choices).toEqual(['will stay at home', 'would stay at home']);
    const mixed = run('If I had known about the party, I ___.', 'would have come', [
      'would come',
      'will have come',
    ]);
    expect(mixed.draft.choices).toEqual(['would have come', 'will have come']);
  });

  it('adjective order: a distractor that only puts a classifier (round, antique) next to the noun is dropped', () => {
    const r = run('She bought ___ table (round, white).', 'a round white', [
      'a white round',
      'a white roundish',
    ]);
    expect(r.draft.choices).toEqual(['a round white', 'a white roundish']);
    const plain = run('She bought ___ bag (lovely, red).', 'a lovely red', ['a red lovely']);
    expect(plain.draft.choices).toEqual(['a lovely red', 'a red lovely']);
  });

  it('self-reference: strikes "We told me the time", keeps "We asked them to call us"', () => {
    expect(run('We ___ me the time.', 'told', ['said']).rejected).toMatch(/^self-reference/);
    expect(run('I ___ me a story.', 'told', ['said']).rejected).toMatch(/^self-reference/);
    expect(run('We ___ them to call us.', 'told', ['said']).rejected).toBeNull();
    expect(run('She ___ me the time.', 'told', ['said']).rejected).toBeNull();
  });

  it('pair nouns: strikes "three new shoes", keeps "three pairs of shoes"', () => {
    expect(run('She ___ three new shoes.', 'bought', ['buyed']).rejected).toMatch(/^pair-nouns/);
    expect(run('She ___ three pairs of shoes.', 'bought', ['buyed']).rejected).toBeNull();
  });

  it('states and time markers: strikes "hungry last week" and "in the kitchen last year"', () => {
    expect(run('I ___ hungry last week.', 'was', ['were']).rejected).toMatch(/^state-time-marker/);
    expect(run('___ she in the kitchen last week?', 'Was', ['Were']).rejected).toMatch(/^state-time/);
    expect(run('I ___ hungry last night.', 'was', ['were']).rejected).toBeNull();
    expect(run('I ___ in Lviv last year.', 'was', ['were']).rejected).toBeNull();
  });

  it('questions ask about your people or named people, not "my friends"', () => {
    expect(run('When ___ my friends have a shower?', 'do', ['does']).rejected).toMatch(/^question-about/);
    expect(
      run('Can you tell me what time my cousins ___ a cup of coffee?', 'drink', ['drinks']).rejected,
    ).toMatch(/^question-about/);
    expect(run('When ___ your friends play tennis?', 'do', ['does']).rejected).toBeNull();
    expect(run('Where ___ my keys?', 'are', ['is']).rejected).toBeNull();
    expect(
      run('My parents can’t carry these boxes. Can you help ___?', 'them', ['they']).rejected,
    ).toBeNull();
    expect(run('My friends ___ tennis on Sundays.', 'play', ['plays']).rejected).toBeNull();
    // A statement answering a question keeps its own people.
    expect(run('“Do you like tea?” “Yes, my parents ___ too.”', 'do', ['does']).rejected).toBeNull();
  });
});

describe('subject-fits-phrase guard', () => {
  it('strikes chores for friends, offices for teachers, one mother for parents; keeps the natural ones', () => {
    expect(run('My friends ___ clean the house next weekend.', "won't", ['not']).rejected).toMatch(
      /^subject-fits-phrase: household/,
    );
    expect(run('Our teacher ___ drive to the office today.', 'must', ['musts']).rejected).toMatch(/office/);
    expect(run('My parents ___ bring flowers for their mother.', "won't", ['not']).rejected).toMatch(
      /one-relative/,
    );
    expect(run('My parents ___ clean the house on Saturdays.', 'clean', ['cleans']).rejected).toBeNull();
    expect(run('The children ___ bring flowers for their mother.', 'often', ['never']).rejected).toBeNull();
    expect(run('My dad ___ to the office every day.', 'drives', ['drive']).rejected).toBeNull();
  });

  it("strikes other people's chores and personal care, and office work for groups who are not colleagues", () => {
    expect(run('Our neighbour Mrs Green ___ the dishes yesterday.', 'washed', ['wash']).rejected).toMatch(
      /^subject-fits-phrase: private/,
    );
    expect(run('My best friend ___ the kitchen floor last Saturday.', 'swept', ['sweep']).rejected).toMatch(
      /private/,
    );
    expect(run('Our neighbours ___ having a shower right now.', 'are', ['is']).rejected).toMatch(/private/);
    expect(run('My friends ___ answering letters from clients right now.', 'are', ['is']).rejected).toMatch(
      /office-group/,
    );
    // The speaker's own household and one working adult keep them.
    expect(run('My mother ___ the dishes yesterday.', 'washed', ['wash']).rejected).toBeNull();
    expect(run('We ___ the kitchen floor last Saturday.', 'swept', ['sweep']).rejected).toBeNull();
    expect(run('My sister ___ letters from clients every day.', 'answers', ['answer']).rejected).toBeNull();
    expect(run('My friends ___ tennis on Saturdays.', 'play', ['plays']).rejected).toBeNull();
  });
});

describe('verb-or-adjective guard', () => {
  it('drops a be form against do before a word that is also an adjective ("aren\'t open"), keeps it elsewhere', () => {
    const shops = run('The shops ___ open on Sundays.', "don't", ["doesn't", "aren't"]);
    expect(shops.draft.choices).toEqual(["don't", "doesn't"]);
    expect(shops.fired).toEqual(['verb-or-adjective']);
    // Left with one choice, the hard gates reject it later.
    expect(run('My jeans ___ dry quickly.', "don't", ["aren't"]).draft.choices).toEqual(["don't"]);
    // "work" is no adjective: "aren't work" stays a wrong choice.
    const work = run('My parents ___ work on Sundays.', "don't", ["doesn't", "aren't"]);
    expect(work.draft.choices).toEqual(["don't", "doesn't", "aren't"]);
    // Answer "aren't" (the adjective reading is the key): nothing to drop.
    expect(run('The shops ___ open yet.', "aren't", ["don't"]).fired).toEqual([]);
  });
  it('open-day-marker: "this morning", "today" leave is/are and was/were both right; a past marker keeps them apart', () => {
    const morning = run('There ___ no children in the playground this morning.', 'were', ['was', 'are']);
    expect(morning.draft.choices).toEqual(['were', 'was']);
    expect(morning.fired).toEqual(['open-day-marker']);
    const today = run('___ there any milk in the fridge today?', 'Is', ['Are', 'Was']);
    expect(today.draft.choices).toEqual(['Is', 'Are']);
    const week = run('My parents ___ on holiday this week.', "weren't", ["wasn't", "aren't"]);
    expect(week.draft.choices).toEqual(["weren't", "wasn't"]);
    const lastNight = run('There ___ no children in the playground last night.', 'were', ['was', 'are']);
    expect(lastNight.draft.choices).toEqual(['were', 'was', 'are']);
    expect(lastNight.fired).toEqual([]);
    // Tense fixed elsewhere: a wish, a passive, a past clause.
    expect(run('I wish it ___ so cold today.', "wasn't", ["isn't", "won't be"]).fired).toEqual([]);
    expect(run('The room ___ cleaned this morning.', 'was', ['is', 'were']).fired).toEqual([]);
    expect(run('There ___ a queue this morning when we arrived.', 'was', ['is', 'were']).fired).toEqual([]);
    // Only be forms are judged: "this morning" does not open other choices.
    expect(run('I left ___ umbrella on the bus this morning.', 'an', ['a']).fired).toEqual([]);
  });
});

describe('you-own-life guard', () => {
  it('strikes statements telling "you" about their own past, habits, experience or whereabouts', () => {
    const cases: [string, string, string[]][] = [
      ['You ___ your grandmother two days ago.', 'hugged', ['hug', 'huged']],
      ['You have already ___ your room.', 'tidied', ['tidyed']],
      ['You ___ to the gym, but now you don’t.', 'used to go', ['are used to going']],
      ['You were sweeping the floor when the doorbell ___.', 'rang', ['was ringing']],
      ['You ___ in London now.', 'are', ['is']],
      ['You are ___ to work right now.', 'driving', ['driveing']],
      ['It was late. You ___ tired after the trip.', 'were', ['was']],
    ];
    for (const [text, answer, wrong] of cases)
      expect(run(text, answer, wrong).rejected, text).toMatch(/^you-own-life/);
  });
  it('keeps questions, tags, advice, deduction, conditions, observations, complaints and exclamations', () => {
    const cases: [string, string, string[]][] = [
      ['___ you hug your grandmother yesterday?', 'Did', ['Do']],
      ['You are hungry, ___?', "aren't you", ["isn't it"]],
      ['You ___ see a dentist.', 'should', ['should to']],
      ['You walked thirty kilometres today! You ___ been exhausted.', 'must have', ['must']],
      ['You will feel better ___ you drink some water.', 'if', ['unless']],
      ['You ___ tired. Did you sleep badly?', 'look', ['looks']],
      ['You never listen ___ me!', 'to', ['at']],
      ['You’ve bought too many ___ for two people!', 'bottles of milk', ['milks']],
      ['I ___ my grandmother two days ago.', 'hugged', ['hug']],
      ["You've had that cold for two weeks. It's time you ___ a doctor.", 'saw', ['see']],
    ];
    for (const [text, answer, wrong] of cases) expect(run(text, answer, wrong).rejected, text).toBeNull();
  });
});

describe('open-ended-one-off guard', () => {
  it('strikes a hobby with a bare plural object as one planned or dated event, keeps habits and ongoing', () => {
    expect(
      run('Mark ___ old bikes, but he felt ill.', 'was going to repair', ['was going repair']).rejected,
    ).toMatch(/^open-ended-one-off/);
    expect(run('___ Andriy going to read comics next weekend?', 'Is', ['Does']).rejected).toMatch(
      /^open-ended-one-off/,
    );
    expect(run('My grandfather ___ old bikes last week.', 'repaired', ['repairs']).rejected).toMatch(
      /^open-ended-one-off/,
    );
    expect(run('My grandfather ___ old bikes on Saturdays.', 'repairs', ['repair']).rejected).toBeNull();
    expect(run('She ___ pictures when the phone rang.', 'was painting', ['painted']).rejected).toBeNull();
    expect(run('We ___ his old bike next weekend.', 'are going to repair', ['repair']).rejected).toBeNull();
  });
});

describe('question-about-self guard', () => {
  it("strikes questions to someone else about the speaker's own state or doings, keeps checks", () => {
    for (const [text, answer, wrong] of [
      ['___ we hungry yesterday?', 'Were', ['Was']],
      ['___ we playing tennis when the phone rang?', 'Were', ['Was']],
      ['Am I reading comics at the moment? — No, you ___.', "aren't", ["don't"]],
      ['Have I tidied my room ___?', 'yet', ['already']],
    ] as const)
      expect(run(text, answer, [...wrong]).rejected, text).toMatch(/^question-about-self/);
    for (const [text, answer, wrong] of [
      ['___ we late?', 'Are', ['Is']],
      ['___ we going to visit our friends next week?', 'Are', ['Do']],
      ['Why are you looking at me like that? Have I done something ___?', 'wrong', ['bad']],
      ['___ your sister hungry yesterday?', 'Was', ['Were']],
    ] as const)
      expect(run(text, answer, [...wrong]).rejected, text).toBeNull();
  });
});

describe('any-of-modal guard', () => {
  it('drops "any" against "none" before a modal (round 2001), keeps it where any is wrong', () => {
    const modal = run('___ of my friends could come to the party.', 'None', ['No', 'Any']);
    expect(modal.draft.choices).toEqual(['None', 'No']);
    expect(modal.fired).toEqual(['any-of-modal']);
    const past = run('___ of the lifts were working, so we took the stairs.', 'None', ['No', 'Any']);
    expect(past.draft.choices).toEqual(['None', 'No', 'Any']);
    const inside = run('I called three plumbers, but ___ of them could come today.', 'none', ['no', 'any']);
    expect(inside.draft.choices).toEqual(['none', 'no', 'any']);
  });
});

describe('my-siblings-sibling guard', () => {
  it("strikes the speaker's sibling with his or her sibling, keeps other people's", () => {
    const mine = run('My sister ___ chess with her brother at the moment.', "isn't playing", [
      "doesn't play",
    ]);
    expect(mine.rejected).toMatch(/^my-siblings-sibling/);
    expect(run('Anna ___ chess with her brother.', "isn't playing", ["doesn't play"]).rejected).toBeNull();
    expect(
      run('My mother ___ chess with her sister.', "isn't playing", ["doesn't play"]).rejected,
    ).toBeNull();
  });
});

describe('wish-present-reads-past guard', () => {
  it('drops a present that is also the past simple against would, keeps a plain present', () => {
    const cut = run('I wish the neighbours ___ the grass on their side of the fence.', 'would cut', [
      'cut',
      'will cut',
    ]);
    expect(cut.draft.choices).toEqual(['would cut', 'will cut']);
    const turn = run('I wish the neighbours ___ the TV down.', 'would turn', ['turn', 'will turn']);
    expect(turn.draft.choices).toEqual(['would turn', 'turn', 'will turn']);
  });
});

describe('my-siblings-sibling guard, reported speech', () => {
  it('keeps a quoted "my sister" reported as "her sister"', () => {
    const quoted = run(
      '“My sister is getting married next week.” Anna told me her sister was getting married ___.',
      'the following week',
      ['next week'],
    );
    expect(quoted.rejected).toBeNull();
  });
});

describe('round 2004 guards', () => {
  it('strikes several people on one bike and the sibling’s parents, drops though before -ing', () => {
    expect(
      run('My friends ___ a bike in the park last week.', "didn't ride", ["didn't rode"]).rejected,
    ).toMatch(/^one-bike-for-many/);
    expect(run('My sister ___ a bike in the park.', 'rode', ['rided']).rejected).toBeNull();
    expect(
      run('My friends have just ___ the front wheel of their bikes.', 'bent', ['bend']).rejected,
    ).toMatch(/^one-bike-for-many/);
    expect(run('My brother ___ his mother at weekends.', 'calls', ['call']).rejected).toMatch(
      /^my-siblings-sibling/,
    );
    const ing = run('___ training every day, my brother didn’t win the race.', 'In spite of', [
      'However',
      'Though',
    ]);
    expect(ing.draft.choices).toEqual(['In spite of', 'However']);
    const noun = run('___ the rain, we went out.', 'Despite', ['Although']);
    expect(noun.draft.choices).toEqual(['Despite', 'Although']);
  });
});

describe('did-before-base-participle guard', () => {
  it('drops did before a participle that is also the base, keeps it before seen', () => {
    const read = run('Rarely ___ read such a long book.', 'have they', ['they have', 'did they']);
    expect(read.draft.choices).toEqual(['have they', 'they have']);
    const seen = run('Never ___ seen such a mess.', 'have I', ['I have', 'did I']);
    expect(seen.draft.choices).toEqual(['have I', 'I have', 'did I']);
  });
});

describe('pastime-as-one-event guard', () => {
  it('strikes a pastime as one plan or one evening, keeps a holiday plan', () => {
    expect(
      run('My mother ___ mountains, but she felt ill.', 'was going to climb', ['is going to climb']).rejected,
    ).toMatch(/^pastime-as-one-event/);
    expect(run('He ___ in a choir last week.', "didn't sing", ["didn't sang"]).rejected).toMatch(
      /^pastime-as-one-event/,
    );
    expect(run('Is Anna going to ___ mountains next summer?', 'climb', ['climbing']).rejected).toBeNull();
  });
});
