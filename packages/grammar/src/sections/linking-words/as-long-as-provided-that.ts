import { d, type Item, makeTopic, type Wrong } from '../../engine.ts';
import type { Rng, TopicDef } from '../../types.ts';
import copy from './as-long-as-provided-that.json' with { type: 'json' };
import { type Line, lineItems, ln } from './lines.ts';

/**
 * as long as / provided (that): "only if" (a condition), vs unless ("except if") vs in case (a
 * precaution). As long as, provided, provided that, providing and on condition that mean the same, so an
 * item never offers two of them: the condition lines show one (in turn), and the unless and in-case lines
 * offer one as their wrong choice. The condition lines have a positive permission or promise whose
 * "unless" reading is the opposite of what is meant; the unless lines a negative main part or a clause
 * that names the exception; the in-case lines a precaution taken beforehand.
 */
const ONLY_IF: Line[] = [
  ln('{S} {v:drink} coffee in the evening ___ it’s decaf.', 'only-if', 'decaf'),
  ln(
    '{S} will go on the trip ___ {poss} boss gives {obj} the time off.',
    'only-if',
    'gives {obj} the time off',
  ),
  ln('{S} {v:say} yes to extra shifts ___ {pron} {v:get} paid overtime.', 'only-if', 'paid overtime'),
  ln('{S} {v:eat} almost anything ___ it isn’t too spicy.', 'only-if', 'isn’t too spicy'),
  ln('{S} will drive you to the airport ___ you pay for the petrol.', 'only-if', 'pay for the petrol'),
  ln(
    '{S} {v:let} the kids use the tablet ___ they finish their homework first.',
    'only-if',
    'finish their homework first',
  ),
  ln('{S} {v:enjoy} long walks ___ the weather is good.', 'only-if', 'the weather is good'),
  ln('{S} will sign the contract ___ the lawyer checks it first.', 'only-if', 'checks it first'),
  ln('{S} agreed to sell the car ___ the buyer paid in cash.', 'only-if', 'paid in cash'),
  ln('{S} {v:sleep} well ___ the window is open.', 'only-if', 'the window is open'),
  ln('You can borrow my car ___ you bring it back by six.', 'only-if', 'bring it back'),
  ln('{S} will lend you the money ___ you pay it back next month.', 'only-if', 'pay it back'),
  ln('You can stay with us ___ you don’t mind sleeping on the sofa.', 'only-if', 'don’t mind'),
  ln('Dogs are allowed in the café ___ they are on a lead.', 'only-if', 'on a lead'),
  ln('The plants will be fine ___ you water them once a week.', 'only-if', 'will be fine'),
  ln('I don’t mind what you cook ___ it isn’t too spicy.', 'only-if', 'isn’t too spicy'),
  ln('You can go to the party ___ you’re home by midnight.', 'only-if', 'home by midnight'),
  ln('{S} agreed to help ___ {pron} got paid for it.', 'only-if', 'agreed to help'),
  ln('The soup will keep for a week ___ you store it in the fridge.', 'only-if', 'will keep'),
  ln('You’ll pass the exam ___ you revise regularly.', 'only-if', 'revise regularly'),
  ln('We’ll have the picnic in the park ___ the weather stays dry.', 'only-if', 'stays dry'),
  ln('You can use my laptop ___ you’re careful with it.', 'only-if', 'careful with it'),
  ln('{S} will take the job ___ the salary is right.', 'only-if', 'the salary is right'),
  ln('Children can swim here ___ an adult is with them.', 'only-if', 'an adult is with them'),
  ln('We’ll catch the flight ___ we leave the house by four.', 'only-if', 'by four'),
  ln('{S} will come to the meeting ___ it finishes before five.', 'only-if', 'finishes before five'),
  ln('You can watch TV ___ you’ve finished your homework.', 'only-if', 'finished your homework'),
  ln('The medicine is safe ___ you follow the instructions.', 'only-if', 'follow the instructions'),
  ln('Tenants may keep a cat ___ it doesn’t damage the furniture.', 'only-if', 'doesn’t damage'),
  ln('We can go camping this weekend ___ it doesn’t rain.', 'only-if', 'doesn’t rain'),
  ln('{S} {v:let} the children play outside ___ they stay in the garden.', 'only-if', 'stay in the garden'),
  ln('{S} {v:enjoy} cooking ___ someone else does the washing-up.', 'only-if', 'someone else does'),
  ln('You can bring a friend ___ you tell us by Friday.', 'only-if', 'tell us by Friday'),
  ln('{S} said {pron} would buy the flat ___ the bank gave {obj} a loan.', 'only-if', 'gave {obj} a loan'),
];

const UNLESS: Line[] = [
  ln('{S} never {v:cook} ___ {pron} {has} guests.', 'unless', 'never'),
  ln('{S} won’t buy the flat ___ the price comes down.', 'unless', 'won’t buy'),
  ln('{S} never {v:go} to bed before midnight ___ {pron} {is} ill.', 'unless', 'never'),
  ln('{S} won’t come to the party ___ you invite {obj} personally.', 'unless', 'won’t come'),
  ln('{S} can’t concentrate ___ it’s completely quiet.', 'unless', 'can’t concentrate'),
  ln('{S} won’t get the job ___ {pron} {v:improve} {poss} English.', 'unless', 'won’t get the job'),
  ln('{S} never {v:answer} the phone ___ {pron} {v:know} the number.', 'unless', 'never'),
  ln('You can’t come in ___ you have a ticket.', 'unless', 'can’t come in'),
  ln('___ you hurry, you’ll miss the train.', 'unless', 'you’ll miss the train'),
  ln('The shop won’t give you a refund ___ you have the receipt.', 'unless', 'won’t give you a refund'),
  ln('{S} never {v:drink} coffee ___ {pron} {v:have} to drive at night.', 'unless', 'never'),
  ln('Don’t call me ___ it’s really urgent.', 'unless', 'Don’t call me'),
  ln('I won’t lend you any more money ___ you pay back what you owe me.', 'unless', 'won’t lend'),
  ln('We’ll eat outside ___ it rains.', 'unless', 'it rains'),
  ln('You won’t get better ___ you rest.', 'unless', 'won’t get better'),
  ln('The plant will die ___ you water it more often.', 'unless', 'will die'),
  ln('{S} can’t sleep ___ the room is completely dark.', 'unless', 'can’t sleep'),
  ln('The match will go ahead ___ the weather is really terrible.', 'unless', 'really terrible'),
  ln('Don’t open the door ___ you know who it is.', 'unless', 'Don’t open the door'),
  ln('{S} won’t pass the test ___ {pron} {v:practise} more.', 'unless', 'won’t pass'),
  ln('You can’t park here ___ you live in this street.', 'unless', 'can’t park'),
  ln('The alarm will go off ___ you enter the code.', 'unless', 'will go off'),
  ln('{S} never {v:take} a taxi ___ {pron} {is} in a real hurry.', 'unless', 'never'),
  ln('You won’t be able to log in ___ you reset your password.', 'unless', 'won’t be able'),
  ln('Let’s walk ___ you’re too tired.', 'unless', 'too tired'),
  ln('{S} won’t finish the report ___ someone helps {obj}.', 'unless', 'won’t finish'),
  ln('{S} {v:refuse} to fly ___ it’s absolutely necessary.', 'unless', 'refuse'),
  ln('The bus won’t stop ___ you press the button.', 'unless', 'won’t stop'),
  ln('{S} never {v:wear} a suit ___ {pron} {has} to.', 'unless', 'never'),
];

const IN_CASE: Line[] = [
  ln('{S} took an umbrella to work ___ it rained later.', 'in case', 'took an umbrella'),
  ln('{S} took {poss} swimming things ___ the hotel had a pool.', 'in case', 'swimming things'),
  ln('{S} wrote the PIN in {poss} diary ___ {pron} forgot it.', 'in case', 'wrote the PIN'),
  ln('{S} kept some candles in the kitchen ___ the power went off.', 'in case', 'kept some candles'),
  ln('Take my number ___ you get lost.', 'in case', 'Take my number'),
  ln('{S} took a coat ___ it got cold in the evening.', 'in case', 'took a coat'),
  ln('{S} saved the file twice ___ the computer crashed.', 'in case', 'saved the file twice'),
  ln('I’ll bring some sandwiches ___ we get hungry on the way.', 'in case', 'bring some sandwiches'),
  ln('{S} packed a first-aid kit ___ someone got hurt on the hike.', 'in case', 'packed a first-aid kit'),
  ln('{S} left an hour early ___ the roads were icy.', 'in case', 'left an hour early'),
  ln('Write down the code ___ you forget it.', 'in case', 'Write down the code'),
  ln('{S} bought an extra loaf ___ more guests came.', 'in case', 'bought an extra loaf'),
  ln('{S} printed the boarding pass ___ {poss} phone died.', 'in case', 'printed'),
  ln('{S} took some cash ___ the machine didn’t accept cards.', 'in case', 'took some cash'),
];

/** The words that mean "only if", shown one at a time. */
/** Issue 16: more lines, appended after the first three lists so their skeleton ids stay as they were. */
const ONLY_IF_MORE: Line[] = [
  ln('{S} will lend you the car ___ you bring it back by Sunday.', 'only-if', 'bring it back by Sunday'),
  ln('{S} will come to the party ___ {pron} can leave before ten.', 'only-if', 'can leave before ten'),
  ln(
    '{S} {v:agree} to work late ___ {pron} can start late the next day.',
    'only-if',
    'start late the next day',
  ),
  ln('{S} will take the dog for the week ___ you pay for its food.', 'only-if', 'pay for its food'),
  ln('{S} will help you move ___ you order pizza for everyone.', 'only-if', 'order pizza'),
  ln('{S} {v:sleep} well ___ the room is dark.', 'only-if', 'the room is dark'),
  ln('{S} will buy the house ___ the survey is good.', 'only-if', 'the survey is good'),
  ln('{S} agreed to look after the cat ___ we paid for the food.', 'only-if', 'paid for the food'),
  ln('{S} will lend you the money ___ you pay {obj} back next month.', 'only-if', 'pay {obj} back'),
  ln('{S} {v:enjoy} flying ___ {pron} {v:get} a window seat.', 'only-if', 'a window seat'),
  ln('{S} will give the speech ___ someone else writes it.', 'only-if', 'someone else writes it'),
  ln('{S} will stay for dinner ___ it’s nothing fancy.', 'only-if', 'nothing fancy'),
  ln('{S} can take the day off ___ {pron} {v:finish} the report first.', 'only-if', 'the report first'),
  ln('{S} will play in the match ___ {poss} knee feels better.', 'only-if', 'feels better'),
  ln('{S} will cook dinner ___ you do the washing-up.', 'only-if', 'do the washing-up'),
  ln('{S} will join the team ___ the training is in the evening.', 'only-if', 'in the evening'),
  ln('{S} {v:enjoy} camping ___ the tent stays dry.', 'only-if', 'the tent stays dry'),
  ln('{S} will rent the flat ___ the landlord allows pets.', 'only-if', 'allows pets'),
  ln('{S} will take the train ___ it leaves before eight.', 'only-if', 'leaves before eight'),
  ln('{S} agreed to sing ___ nobody filmed it.', 'only-if', 'nobody filmed it'),
  ln('{S} will drive ___ someone else reads the map.', 'only-if', 'reads the map'),
  ln('{S} will look after the baby ___ you are back by midnight.', 'only-if', 'back by midnight'),
  ln('{S} {v:like} big parties ___ {pron} {v:know} a few of the guests.', 'only-if', 'a few of the guests'),
  ln('{S} will walk to work ___ it stays dry.', 'only-if', 'it stays dry'),
  ln('{S} will repair the bike ___ you buy the parts.', 'only-if', 'buy the parts'),
  ln('{S} agreed to the plan ___ everyone shared the cost.', 'only-if', 'shared the cost'),
  ln('{S} will read your essay tonight ___ you send it before six.', 'only-if', 'before six'),
  ln('{S} {v:work} well ___ the office is quiet.', 'only-if', 'the office is quiet'),
];

const UNLESS_MORE: Line[] = [
  ln('{S} won’t come to the party ___ {poss} friends go too.', 'unless', 'won’t come'),
  ln('{S} never {v:drink} coffee ___ {pron} {v:have} to drive at night.', 'unless', 'never'),
  ln('{S} won’t sign anything ___ {poss} lawyer has read it.', 'unless', 'won’t sign'),
  ln('{S} never {v:eat} meat ___ it’s organic.', 'unless', 'never'),
  ln('{S} won’t buy a new car ___ the old one breaks down.', 'unless', 'won’t buy'),
  ln('{S} won’t get the job ___ {pron} {v:speak} German.', 'unless', 'won’t get the job'),
  ln('{S} never {v:take} a taxi ___ it’s very late.', 'unless', 'never'),
  ln('{S} won’t go to the beach ___ the sun comes out.', 'unless', 'won’t go'),
];

const IN_CASE_MORE: Line[] = [
  ln('{S} took a paper map ___ the phone lost its signal.', 'in case', 'took a paper map'),
  ln('{S} packed a spare battery ___ the camera ran out of power.', 'in case', 'packed a spare battery'),
  ln('{S} {v:keep} some cash at home ___ the bank cards stop working.', 'in case', 'some cash at home'),
  ln('{S} brought an extra jumper ___ it got cold in the evening.', 'in case', 'an extra jumper'),
  ln('{S} left a key with the neighbours ___ the plumber came early.', 'in case', 'left a key'),
];

const ONLY_IF_WORDS = ['as long as', 'provided', 'as long as', 'provided that', 'providing'] as const;

function items(rng: Rng): Item[] {
  const lines = [...ONLY_IF, ...UNLESS, ...IN_CASE, ...ONLY_IF_MORE, ...UNLESS_MORE, ...IN_CASE_MORE];
  let k = 0;
  // The key "only-if" stands for one word of the group, chosen in turn per line.
  const word = (): string => ONLY_IF_WORDS[k++ % ONLY_IF_WORDS.length] ?? 'as long as';
  const resolved = lines.map((l) => (l.key === 'only-if' ? { ...l, key: word() } : l));
  const isOnlyIf = (w: string) => (ONLY_IF_WORDS as readonly string[]).includes(w);
  return lineItems(
    rng,
    'as-long-as-provided-that',
    resolved,
    (key): Wrong[] => {
      const needed = isOnlyIf(key) ? 'condition' : key === 'unless' ? 'exception' : 'precaution';
      const out: Wrong[] = [];
      if (!isOnlyIf(key)) out.push(d(word(), 'linker-meaning-mismatch', { given: 'condition', needed }));
      if (key !== 'unless') out.push(d('unless', 'linker-meaning-mismatch', { given: 'exception', needed }));
      if (key !== 'in case')
        out.push(d('in case', 'linker-meaning-mismatch', { given: 'precaution', needed }));
      return out;
    },
    (key) => (isOnlyIf(key) ? 'as-long-as' : key === 'unless' ? 'unless' : 'in-case'),
  );
}

export const asLongAsProvidedThat: TopicDef = makeTopic(copy, { target: 800, build: items });
