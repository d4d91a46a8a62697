import { d, item, L, rule, topic } from '../../engine.ts';
import type { TopicDef } from '../../types.ts';

/** [evidence, sentence with {} before a past participle, the evidence supports it (must have) or rules it out]. */
const DEDUCTION: [string, boolean][] = [
  ['The streets are wet. It {} rained in the night', true],
  ['The streets are completely dry. It {} rained in the night', false],
  ['Anna keeps yawning. She {} slept badly', true],
  ['Anna looks fresh and full of energy. She {} slept badly', false],
  ['She got top marks in every test. She {} worked hard', true],
  ['She failed every test. She {} worked hard', false],
  ['The cake has gone. The children {} eaten it', true],
  ['The whole cake is still on the table. The children {} eaten it', false],
  ['His clothes are covered in white paint. He {} painted the ceiling', true],
  ['You {} seen Tom in town yesterday; he was in Paris all week', false],
  ['The car is not in the garage. Dad {} taken it to work', true],
  ['The car is still in the garage. Dad {} taken it to work', false],
  ['You walked thirty kilometres today! You {} been exhausted', true],
  ['He started learning English last week. He {} read that whole novel in English', false],
  ['The tickets sold out in ten minutes. The concert {} been very popular', true],
  ['There is no food left in the fridge. The boys {} been very hungry', true],
  ['The door was locked all night. The thief {} come in through the door', false],
  ['She was at home with us all evening. She {} been at the party', false],
  ['Their garden looks wonderful. They {} worked very hard in it', true],
  ['He did not say a word all evening. He {} enjoyed the party much', false],
  ['The baby fell asleep at once. She {} been very tired', true],
  ['Anna has come back with a suntan. She {} been somewhere sunny', true],
  ['Tom did not know about the meeting. You {} told him', false],
  ['The road is closed and there are police cars everywhere. There {} been an accident', true],
  ['You started five minutes ago. You {} finished your homework already', false],
  ['Their car is outside and the lights are on. They {} gone on holiday', false],
  ['She can answer every question about the story. She {} read the book', true],
  ['The milk smells terrible. It {} been in the fridge for weeks', true],
  ['The shop is closed on Sundays. You {} bought that bread there on Sunday', false],
  ['The ground is covered in snow. It {} snowed a lot last night', true],
  ['His phone was switched off all day. He {} read your message', false],
  ['The windows are sparkling. Someone {} cleaned them', true],
  ['Her eyes are red and her face is wet. She {} been crying', true],
  ['The dog is wet and covered in mud. It {} been in the river', true],
  ['She was in the office all day. She {} gone to the beach', false],
  ['The tickets sold out months ago. He {} bought one yesterday', false],
  ['The cake is black on top. You {} left it in the oven too long', true],
  ['Anna was with me all evening. She {} broken the vase', false],
  ['The bread is still warm. It {} been baked this morning', true],
  ['There are fresh footprints in the snow outside the door. Someone {} been here', true],
  ['He did not have a cent on him. He {} paid for the taxi', false],
  ['The lights were off all evening and nobody answered the door. They {} been at home', false],
  ['He looks very relaxed and tanned. He {} had a good holiday', true],
  ['The fridge was full this morning and now it is empty. The kids {} eaten everything', true],
  ['She was at work until nine. She {} made dinner at seven', false],
  ['There are two empty bottles on the table. They {} drunk all the wine', true],
  ['He was in bed with flu all week. He {} played in the match on Saturday', false],
  ['The painting has gone from the wall. Someone {} taken it', true],
  ['She lives in Canada. You {} seen her at the shops this morning', false],
  ['The road is wet and there are puddles everywhere. It {} rained a lot', true],
  ['The front door was open when I got home. I {} locked it properly this morning', false],
];

export const mustHaveCantHave: TopicDef = topic({
  slug: 'must-have-cant-have',
  section: 'modal',
  name: L("Must have or can't have (deduction)", "Must have чи can't have (висновок)"),
  level: 'advanced',
  possibleAnswers: ['must have', "can't have"],
  rule: L(
    "To say what we are sure about in the past, use must have + past participle (I'm sure it happened) or can't have + past participle (I'm sure it did not happen).",
    "Щоб сказати, у чому ми впевнені щодо минулого: must have + третя форма (напевно, це сталося) або can't have + третя форма (не може бути, щоб це сталося).",
  ),
  signals: L(
    'evidence that it happened → must have; evidence that it did not → can’t have',
    'ознаки, що це сталося → must have; ознаки, що ні → can’t have',
  ),
  examples: [
    'The streets are wet. It must have rained in the night.',
    "He was in Paris. You can't have seen him.",
  ],
  rules: [
    rule(
      'must-have',
      'Must have + past participle: you are sure something happened.',
      'Must have + третя форма: ми впевнені, що щось сталося.',
    ),
    rule(
      'cant-have',
      "Can't have + past participle: you are sure something did not happen.",
      "Can't have + третя форма: ми впевнені, що щось не сталося.",
    ),
  ],
  target: 300,
  *generate(rng) {
    for (const [[text, sure], i] of rng.shuffle(DEDUCTION.map((x, i) => [x, i] as const))) {
      const evidence = text.includes('; ') ? (text.split('; ')[1] ?? '') : (text.split('. ')[0] ?? '');
      yield item(rng, {
        text,
        answer: sure ? 'must have' : "can't have",
        wrong: [
          d(
            sure ? "can't have" : 'must have',
            sure ? 'cant-have-against-evidence' : 'must-have-against-evidence',
            {
              evidence,
            },
          ),
          d(sure ? 'must' : "can't", 'modal-without-have-past', {}),
        ],
        ruleId: sure ? 'must-have' : 'cant-have',
        trigger: [text.includes('; ') ? (text.split('; ')[1] ?? '') : evidence],
        features: { certainty: sure ? 'positive' : 'negative' },
        skeleton: `deduce-${i}`,
      });
    }
  },
});
