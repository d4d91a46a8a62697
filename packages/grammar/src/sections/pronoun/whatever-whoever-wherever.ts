import { z } from 'zod';
import { cap, d, finish, type Item, makeTopic } from '../../engine.ts';
import { record } from '../../lexicon/data.ts';
import type { Subject } from '../../lexicon/subject.ts';
import type { Rng, TopicDef } from '../../types.ts';
import { fill, GROUP, ONE, subjectsFor } from '../verb/authored.ts';
import data from './whatever-whoever-wherever.data.json' with { type: 'json' };
import copy from './whatever-whoever-wherever.json' with { type: 'json' };

/**
 * whoever, whatever, wherever, whenever, however (= no matter who / what / where / when / how). What the
 * gap stands for decides the word: a person (the subject of a verb, or someone invited, thanked, hired), a
 * thing or an event (happens, you cooked, whatever + noun), a place, a time (every time that), a degree
 * (however + adjective or adverb: however hard I try).
 *
 * Places and times overlap ("Call me wherever/whenever you like", "Wherever/Whenever I go, …"), and so do
 * the manner reading of however and whenever ("Cook it however/whenever you like"), so a place is never
 * offered against a time, nor however against either, except where the words around the gap rule it out
 * for grammar (however before an adjective; a noun after the gap: whatever decision; a subject-less clause:
 * whoever broke the window). Each line lists its wrong choices by hand, chosen so that none makes a
 * sentence a native speaker would say; whichever, whomever and no matter … are never offered. `_` is the
 * gap; {S} {pron} {poss} {obj} {is} {has} {does} {v:verb} make a line about another person (authored.ts).
 */

type Ever = 'whoever' | 'whatever' | 'wherever' | 'whenever' | 'however';
type Need = 'person' | 'thing' | 'place' | 'time' | 'degree';

const EverSchema = z.enum(['whoever', 'whatever', 'wherever', 'whenever', 'however']);

const NeedSchema = z.enum(['person', 'thing', 'place', 'time', 'degree']);

const NEED: Record<Ever, Need> = record('NEED', data.NEED, NeedSchema, EverSchema);

interface Line {
  key: Ever;
  text: string;
  wrong: Ever[];
}
const W = (key: Ever, text: string, wrong: Ever[]): Line => ({ key, text, wrong });
const NOUNS: Ever[] = ['whatever', 'whoever'];

const LINES: readonly Line[] = [
  // whoever: a person
  W('whoever', '_ broke the window will have to pay for it', ['whatever', 'whenever']),
  W('whoever', '_ finishes the test first can go home early', ['whatever', 'wherever']),
  W('whoever', 'Give the spare ticket to _ wants it', ['whatever', 'wherever']),
  W('whoever', "_ called earlier didn't leave a message", ['whatever', 'whenever']),
  W('whoever', '{S} can invite _ {pron} {v:want} to the wedding', ['whatever', 'whenever']),
  W('whoever', '_ wins the election will have a difficult job', ['whatever', 'wherever']),
  W('whoever', 'The prize goes to _ gets the most points', ['whatever', 'whenever']),
  W('whoever', '_ is the last to leave must lock the door', ['whatever', 'whenever']),
  W('whoever', '_ designed this building had a great sense of humour', ['whatever', 'whenever']),
  W('whoever', 'I would like to speak to _ is in charge', ['wherever', 'whenever']),
  W('whoever', '_ cooked this soup is a genius', ['whatever', 'whenever']),
  W('whoever', '{S} {v:want} to thank _ found {poss} wallet', ['whatever', 'wherever']),
  W('whoever', '_ wrote this report did a very good job', ['whatever', 'whenever']),
  W('whoever', 'Ask _ is at the front desk; they will help you', ['whatever', 'wherever']),
  W('whoever', '_ gets home first should start cooking dinner', ['whatever', 'wherever']),
  W('whoever', 'We will hire _ has the most experience', ['whatever', 'whenever']),
  W('whoever', '_ took the last biscuit owes me one', ['whatever', 'whenever']),
  W('whoever', '_ organised this party deserves a medal', ['whatever', 'whenever']),
  W('whoever', '{S} will marry _ {pron} {v:love}, not the person {poss} parents choose', [
    'whatever',
    'wherever',
  ]),
  W('whoever', '_ is cooking tonight, please make enough for six', ['whatever', 'whenever']),
  W('whoever', '_ needs a lift to the station, tell me now', ['whatever', 'whenever']),
  W('whoever', '_ painted this picture was very talented', ['whatever', 'wherever']),
  W('whoever', 'The job will go to _ gives the best interview', ['whatever', 'whenever']),
  W('whoever', '_ is responsible for this mess must clean it up', ['whatever', 'wherever']),
  W('whoever', 'I will vote for _ promises to fix the roads', ['wherever', 'whenever']),
  W('whoever', '{S} {v:share} {poss} lunch with _ is sitting next to {obj}', ['wherever', 'whenever']),
  W('whoever', '{S} {v:say} hello to _ {pron} {v:meet} on the stairs', ['wherever', 'whenever']),
  W('whoever', '{S} {v:lend} {poss} ladder to _ needs it', ['whatever', 'whenever']),
  W('whoever', '{S} {v:open} the door to _ knocks', ['whatever', 'wherever']),
  W('whoever', '{S} {v:help} _ asks', ['whatever', 'wherever']),
  W('whoever', '{S} can dance with _ {pron} {v:like}', ['whatever', 'whenever']),
  W('whoever', '{S} can give {poss} old sofa to _ wants it', ['whatever', 'wherever']),
  W('whoever', '{S} {v:chat} to _ sits next to {obj} on the train', ['wherever', 'whenever']),
  W('whoever', '{S} will go to the cinema with _ is free on Saturday', ['whatever', 'whenever']),
  // whatever: a thing or an event
  W('whatever', '_ happens, I will always support you', ['whoever', 'wherever']),
  W('whatever', '_ you cooked smells wonderful', ['whoever', 'whenever']),
  W('whatever', '_ decision {S} {v:make}, I will support {obj}', ['however', 'whoever']),
  W('whatever', 'Take _ you need from the fridge', ['whoever', 'wherever']),
  W('whatever', '_ the weather, the match will go ahead', ['however', 'whenever']),
  W('whatever', '_ the reason, you should have called us', ['whoever', 'however']),
  // Not wherever: "You can order wherever you like" reads as a place to order from (issue 16 re-read).
  W('whatever', '{S} can order _ {pron} {v:like} from the menu', ['whoever']),
  W('whatever', "_ you do, don't press the red button", ['whoever', 'wherever']),
  W('whatever', '_ you say, the answer is still no', ['whoever', 'wherever']),
  W('whatever', '_ is in this jar has gone mouldy', ['whoever', 'whenever']),
  W('whatever', '_ you are cooking, it smells amazing', ['whoever', 'wherever']),
  W('whatever', "Buy _ you need for the trip, and I'll pay you back", ['whoever', 'however']),
  W('whatever', '_ problems {S} {has}, {pron} can always talk to me', ['however', 'whoever']),
  W('whatever', 'We can watch _ film you want tonight', ['however', 'whoever']),
  W('whatever', '_ time {S} {v:arrive}, there will be someone at home', ['whenever', 'however']),
  W('whatever', 'Wear _ you feel comfortable in', ['whoever', 'whenever']),
  W('whatever', 'You can keep _ you find in the attic', ['whoever', 'whenever']),
  W('whatever', '_ size {S} {v:need}, we have it in stock', ['however', 'whoever']),
  W('whatever', '_ it costs, we have to fix the roof', ['however', 'whoever']),
  W('whatever', "I'll do _ I can to help", ['whoever', 'wherever']),
  W('whatever', '_ colour {S} {v:choose} for the walls, it will look better than this grey', [
    'however',
    'whenever',
  ]),
  W('whatever', '_ the result, I am proud of the team', ['however', 'whoever']),
  W('whatever', 'Help yourself to _ you want to drink', ['whoever', 'wherever']),
  W('whatever', '_ you decide, let me know by Friday', ['whoever', 'wherever']),
  W('whatever', '_ language you speak, this app can translate it', ['however', 'whoever']),
  W('whatever', 'Write down _ comes into your head', ['whoever', 'whenever']),
  W('whatever', '{S} {v:eat} _ {pron} {is} given', ['whoever', 'wherever']),
  W('whatever', '{S} can wear _ {pron} {v:like} to the party', ['whoever', 'wherever']),
  W('whatever', '{S} {v:believe} _ {pron} {v:read} online', ['wherever', 'whenever']),
  W('whatever', '{S} {v:buy} _ is on sale', ['whoever', 'whenever']),
  W('whatever', '_ {S} {v:cook} tastes great', ['whoever', 'whenever']),
  W('whatever', "{S} {v:give} away _ {pron} {does}n't need", ['whoever', 'wherever']),
  W('whatever', '{S} {v:read} _ {pron} can find about the history of Kyiv', ['whoever', 'wherever']),
  W('whatever', '{S} {v:agree} with _ {poss} boss says', ['whoever', 'wherever']),
  W('whatever', '{S} {v:spend} _ {pron} {v:earn} on books', ['whoever', 'wherever']),
  // wherever: a place
  W('wherever', '{S} can sit _ {pron} {v:like}', ['whatever', 'whoever']),
  W('wherever', '{S} can park _ {pron} {v:find} a space', ['whatever', 'whoever']),
  W('wherever', 'My dog follows me _ I go', ['whatever', 'whoever']),
  W('wherever', 'Put the boxes _ there is space', ['whatever', 'whoever']),
  W('wherever', '{S} {v:take} {poss} camera _ {pron} {v:travel}', ['whatever', 'whoever']),
  W('wherever', '_ you go in Lviv, you see beautiful old buildings', ['whatever', 'whoever']),
  W('wherever', 'Sign your name _ you see a cross', ['whatever', 'whoever']),
  W('wherever', 'Plant the tomatoes _ they get the most sun', ['whatever', 'whoever']),
  W('wherever', '_ you look in this house, there are books', ['whatever', 'whoever']),
  W('wherever', 'Leave your coat _ you like', ['whatever', 'whoever']),
  W('wherever', '{S} can travel _ {pron} {v:want} in Europe with this ticket', ['whatever', 'whoever']),
  W('wherever', 'Take a seat _ you can find one', ['whatever', 'whoever']),
  W('wherever', 'People are friendly _ you go in this country', ['whatever', 'whoever']),
  W('wherever', '{S} {v:make} friends _ {pron} {v:go}', ['whatever', 'whoever']),
  W('wherever', 'Hang the picture _ you think it looks best', ['whatever', 'whoever']),
  W('wherever', 'You will find cafés _ you walk in the old town', ['whatever', 'whoever']),
  W('wherever', 'Keep your passport with you _ you go', ['whatever', 'whoever']),
  W('wherever', '{S} can stay _ {pron} {v:like}: there are three spare rooms', ['whatever', 'whoever']),
  W('wherever', 'The puppy sleeps _ it falls asleep', ['whatever', 'whoever']),
  W('wherever', '_ you live in Ukraine, you will need a warm coat in winter', ['whatever', 'whoever']),
  W('wherever', 'There are bike lanes _ you cycle in this city', ['whatever', 'whoever']),
  W('wherever', '{S} can put {poss} bags _ {pron} {v:like}', ['whatever', 'whoever']),
  W('wherever', '{S} {v:find} something to photograph _ {pron} {v:go}', ['whatever', 'whoever']),
  W('wherever', '_ you go in the world, you meet someone from Ukraine', ['whatever', 'whoever']),
  W('wherever', '{S} {v:fall} asleep _ {pron} {v:sit} down', ['whatever', 'whoever']),
  W('wherever', '{S} {v:carry} a bottle of water _ {pron} {v:go}', ['whatever', 'whoever']),
  W('wherever', '{S} can work _ {pron} {v:want}, as long as there is internet', ['whatever', 'whoever']),
  // whenever: a time, or every time that
  W('whenever', 'Call me _ you need help', ['whatever', 'whoever']),
  W('whenever', "{S} can come round _ {pron} {v:like}; {pron} {does}n't need to phone first", [
    'whatever',
    'whoever',
  ]),
  W('whenever', '_ I visit my grandmother, she bakes a cake', ['whatever', 'whoever']),
  W('whenever', 'The baby wakes up _ the dog barks', ['whatever', 'whoever']),
  W('whenever', '{S} {v:get} a headache _ {pron} {v:drink} red wine', ['whatever', 'whoever']),
  W('whenever', '_ it rains, the cellar floods', ['whatever', 'whoever']),
  W('whenever', "Feel free to ask questions _ something isn't clear", ['whatever', 'whoever']),
  W('whenever', 'The light comes on _ someone walks past', ['whatever', 'whoever']),
  W('whenever', '{S} {v:smile} _ {pron} {v:hear} that song', ['whatever', 'whoever']),
  W('whenever', 'Come and visit us _ you are in Kyiv', ['whatever', 'whoever']),
  W('whenever', '_ {S} {v:feel} stressed, {pron} {v:go} for a long walk', ['whatever', 'whoever']),
  W('whenever', 'My phone battery dies _ I need it most', ['whatever', 'whoever']),
  W('whenever', 'You can pay me back _ you have the money', ['whatever', 'whoever']),
  W('whenever', '_ we go on holiday, it rains', ['whatever', 'whoever']),
  W('whenever', "The neighbours' dog barks _ the postman comes", ['whatever', 'whoever']),
  W('whenever', 'Drop in _ you are passing', ['whatever', 'whoever']),
  W('whenever', 'The printer jams _ I try to print more than ten pages', ['whatever', 'whoever']),
  W('whenever', 'We go to the beach _ the weather is nice', ['whatever', 'whoever']),
  W('whenever', '{S} {v:bring} flowers _ {pron} {v:visit} us', ['whatever', 'whoever']),
  W('whenever', '_ I see that photo, I laugh', ['whatever', 'whoever']),
  W('whenever', 'Turn off the lights _ you leave a room', ['whatever', 'whoever']),
  W('whenever', '{S} {v:call} {poss} mother _ {pron} {has} good news', ['whatever', 'whoever']),
  W('whenever', 'The cat hides under the bed _ there is a storm', ['whatever', 'whoever']),
  W('whenever', '_ {S} {v:fly}, {pron} {v:get} a window seat', ['whatever', 'whoever']),
  W('whenever', '{S} {v:go} for a run _ {pron} {has} a free evening', ['whatever', 'whoever']),
  W('whenever', '{S} {v:buy} a coffee _ {pron} {v:pass} that café', ['whatever', 'whoever']),
  W('whenever', '{S} {v:feel} better _ {pron} {v:talk} to {poss} grandmother', ['whatever', 'whoever']),
  W('whenever', '{S} {v:sing} _ {pron} {is} happy', ['whatever', 'whoever']),
  W('whenever', '{S} {v:lose} {poss} keys _ {pron} {is} in a hurry', ['whatever', 'whoever']),
  W('whenever', '{S} {v:visit} {poss} parents _ {pron} can', ['whatever', 'whoever']),
  W('whenever', '{S} {v:read} _ {pron} {has} a spare minute', ['whatever', 'whoever']),
  W('whenever', '{S} {v:cycle} to work _ the weather is good', ['whatever', 'whoever']),
  // however: a degree (however + adjective or adverb)
  W('however', "_ hard {S} {v:try}, {pron} can't open this jar", ['whatever', 'whenever']),
  W('however', '_ tired {S} {is}, {pron} always {v:read} before bed', ['whatever', 'whenever']),
  W('however', '_ much it costs, we need a new boiler', ['whatever', 'whenever']),
  W('however', "_ many times I explain it, he still doesn't understand", ['whatever', 'whenever']),
  W('however', '_ late it is, call me when you arrive', ['whatever', 'whenever']),
  W('however', '_ busy {S} {is}, {pron} always {v:find} time for {poss} children', ['whatever', 'whoever']),
  W('however', '_ carefully you drive, accidents can still happen', ['whatever', 'whenever']),
  W('however', "_ good the offer is, I'm not selling my house", ['whatever', 'whoever']),
  W('however', "_ fast {S} {v:run}, {pron} won't catch the bus now", ['whatever', 'whenever']),
  W('however', '_ cold it gets, my grandfather swims in the sea every morning', ['whatever', 'whenever']),
  W('however', '_ difficult the exam is, I will do my best', ['whatever', 'whenever']),
  W('however', '_ long it takes, we will finish this project', ['whatever', 'whenever']),
  W('however', '_ small the problem seems, tell your manager about it', ['whatever', 'whoever']),
  W('however', '_ early {S} {v:leave}, the traffic is always bad', ['whatever', 'whoever']),
  W('however', "_ expensive it is, it's worth it", ['whatever', 'whenever']),
  W('however', '_ often I clean the windows, they get dirty again', ['whatever', 'whoever']),
  W('however', '_ angry {S} {v:get}, {pron} never {v:shout}', ['whatever', 'whenever']),
  W('however', "_ strange it sounds, it's true", ['whatever', 'whoever']),
  W('however', '_ loud the music is, the baby sleeps', ['whatever', 'whenever']),
  W('however', '_ well you know a city, you can still get lost in it', ['whatever', 'whenever']),
  W('however', "_ kind he seems, I don't trust him", ['whatever', 'whoever']),
  W('however', '_ far it is, we will walk there', ['whatever', 'whenever']),
  W('however', '_ quietly I open the door, the dog always hears me', ['whatever', 'whoever']),
  W('however', '_ little time {S} {has}, {pron} always {v:cook} dinner', ['whatever', 'whenever']),
  W('however', '_ many emails I send, nobody replies', ['whatever', 'whoever']),
  W('however', '_ hungry {S} {is}, {pron} never {v:eat} fast food', ['whatever', 'whenever']),
  W('however', '_ much {S} {v:earn}, {pron} never {v:save} any money', ['whatever', 'whenever']),
  W('however', '_ early {S} {v:get} up, {pron} always {v:feel} tired', ['whatever', 'whoever']),
  W('however', '_ hard {S} {v:work}, {pron} never {v:seem} to have enough time', ['whatever', 'whoever']),
  W('however', '_ many books {S} {has}, {pron} always {v:buy} more', ['whatever', 'whenever']),
  W('however', '_ busy the restaurant is, {S} always {v:get} a table', ['whatever', 'whoever']),
  W('however', '_ late {S} {v:go} to bed, {pron} {v:wake} up at six', ['whatever', 'whenever']),
  W('however', '_ carefully {S} {v:pack}, something always breaks', ['whatever', 'whoever']),
];

/**
 * Issue 16, "the full catalogue": more lines, each its own skeleton, generated after LINES (their ids stay).
 * The same care: whatever is offered against a place or a time only after a verb that needs its object
 * (keep, pack, fix, sell: "keeps wherever …" is no English), never after eat, order, bring or recycle, where
 * "wherever/whenever you like" fits; however only where no manner reading fits ("However you decide" is
 * English, so such lines are left out).
 */
const MORE_LINES: readonly Line[] = [
  // whoever
  W('whoever', '_ left the lights on in the office should turn them off', ['whatever', 'whenever']),
  W('whoever', '{S} {v:give} {poss} old clothes to _ needs them', ['whatever', 'whenever']),
  W('whoever', '_ answers the phone, ask for Mr Brown', ['whatever', 'wherever']),
  W('whoever', '_ parked in front of my garage must move their car', ['whatever', 'whenever']),
  W('whoever', 'The flat will go to _ pays the deposit first', ['whatever', 'whenever']),
  W('whoever', '_ took my umbrella, please bring it back', ['whatever', 'wherever']),
  W('whoever', '{S} {v:talk} to _ will listen', ['whatever', 'wherever']),
  W('whoever', '_ comes to the door, don’t open it', ['whatever', 'whenever']),
  W('whoever', '{S} will sell the car to _ offers the most money', ['whatever', 'whenever']),
  W('whoever', '_ invented the dishwasher deserves a prize', ['whatever', 'whenever']),
  W('whoever', '{S} {v:smile} at _ passes {obj} in the street', ['whatever', 'wherever']),
  W('whoever', '_ is still in the building must leave now', ['whatever', 'whenever']),
  W('whoever', '{S} will work with _ the manager chooses', ['wherever', 'whenever']),
  W('whoever', '_ gets the best mark will win a book', ['whatever', 'whenever']),
  W('whoever', 'When {S} {v:get} lost, {pron} {v:ask} _ is nearby for help', ['whatever', 'wherever']),
  W('whoever', '_ borrowed my bike has put the seat up', ['whatever', 'whenever']),
  // whatever
  W('whatever', '{S} can borrow _ {pron} {v:need} from my toolbox', ['whoever', 'wherever']),
  W('whatever', 'Put _ you don’t need in this box', ['whoever', 'whenever']),
  W('whatever', '{S} {v:keep} _ {pron} {v:find} on the beach', ['whoever', 'whenever']),
  W('whatever', '_ {S} {v:wear}, {pron} always {v:look} smart', ['whoever', 'wherever']),
  W('whatever', '{S} {v:write} down _ {poss} doctor says', ['whoever', 'whenever']),
  W('whatever', '_ is in this box is very heavy', ['whoever', 'whenever']),
  W('whatever', '{S} {v:fix} _ breaks in the house', ['whoever', 'whenever']),
  W('whatever', 'Tell the police _ you remember about the car', ['whoever', 'wherever']),
  W('whatever', '{S} can choose _ dessert {pron} {v:want}', ['however', 'whoever']),
  W('whatever', '_ job {S} {v:get}, {pron} will do it well', ['however', 'whoever']),
  W('whatever', '{S} {v:lend} {poss} friends _ they need', ['whoever', 'wherever']),
  W('whatever', '{S} {v:pack} _ {pron} can fit in one small bag', ['whoever', 'whenever']),
  W('whatever', '_ mistakes {S} {v:make}, {pron} {v:learn} from them', ['however', 'whoever']),
  W('whatever', '{S} {v:do} _ {poss} doctor tells {obj} to do', ['whoever', 'whenever']),
  W('whatever', 'Sell _ you don’t use any more', ['whoever', 'whenever']),
  W('whatever', '_ the price, {S} {v:want} that flat', ['however', 'whoever']),
  // whenever
  W('whenever', '{S} {v:send} me a message _ {pron} {v:land}', ['whatever', 'whoever']),
  W('whenever', '_ {S} {v:hear} thunder, {pron} {v:count} the seconds', ['whatever', 'whoever']),
  W('whenever', '{S} {v:sneeze} _ {pron} {v:go} near a cat', ['whatever', 'whoever']),
  W('whenever', '{S} {v:take} the stairs _ the lift is busy', ['whatever', 'whoever']),
  W('whenever', '_ {S} {is} nervous, {pron} {v:talk} too fast', ['whatever', 'whoever']),
  W('whenever', '{S} {v:open} the window _ the room gets too warm', ['whatever', 'whoever']),
  W('whenever', '{S} {v:play} the guitar _ {pron} {has} time', ['whatever', 'whoever']),
  W('whenever', '_ {S} {v:travel} abroad, {pron} {v:try} the local food', ['whatever', 'whoever']),
  W('whenever', '{S} {v:make} pancakes _ {pron} {has} guests for breakfast', ['whatever', 'whoever']),
  W('whenever', '_ {S} can’t sleep, {pron} {v:listen} to the radio', ['whatever', 'whoever']),
  W('whenever', '{S} {v:check} the weather _ {pron} {v:plan} a trip', ['whatever', 'whoever']),
  W('whenever', 'The kettle switches itself off _ the water boils', ['whatever', 'whoever']),
  W('whenever', '{S} {v:walk} to work _ it’s sunny', ['whatever', 'whoever']),
  W('whenever', '_ {S} {v:visit} Lviv, {pron} {v:go} to the same café', ['whatever', 'whoever']),
  W('whenever', '{S} {v:blush} _ someone pays {obj} a compliment', ['whatever', 'whoever']),
  W('whenever', '{S} {v:write} in {poss} diary _ something important happens', ['whatever', 'whoever']),
  // wherever
  W('wherever', '{S} {v:meet} interesting people _ {pron} {v:travel}', ['whatever', 'whoever']),
  W('wherever', '_ {S} {v:go}, {pron} {v:take} {poss} dog', ['whatever', 'whoever']),
  W('wherever', '{S} can put up the tent _ the ground is flat', ['whatever', 'whoever']),
  W('wherever', 'In this city, you can hear music _ you go', ['whatever', 'whoever']),
  W('wherever', '{S} {v:leave} {poss} shoes _ {pron} {v:take} them off', ['whatever', 'whoever']),
  W('wherever', '_ {S} {v:live}, {pron} {v:grow} tomatoes on the balcony', ['whatever', 'whoever']),
  W('wherever', 'The cat sleeps _ it finds a sunny spot', ['whatever', 'whoever']),
  W('wherever', '{S} {v:find} a café with good coffee _ {pron} {v:go}', ['whatever', 'whoever']),
  W('wherever', 'Stick the labels _ they can be seen easily', ['whatever', 'whoever']),
  W('wherever', '{S} {v:feel} at home _ there are mountains', ['whatever', 'whoever']),
  W('wherever', '_ {S} {v:look} in the flat, {pron} {v:find} dog hair', ['whatever', 'whoever']),
  W('wherever', 'Mark the places on the map _ you saw birds', ['whatever', 'whoever']),
  W('wherever', '{S} can charge {poss} phone _ there is a socket', ['whatever', 'whoever']),
  W('wherever', '{S} {v:get} lost _ {pron} {v:drive} without a map', ['whatever', 'whoever']),
  // however
  W('however', '_ tired {S} {v:feel}, {pron} always {v:walk} the dog', ['whatever', 'whenever']),
  W('however', '_ hot it is, my grandmother never opens the windows', ['whatever', 'whoever']),
  W('however', '_ politely {S} {v:ask}, the receptionist never helps', ['whatever', 'whoever']),
  W('however', '_ nice the weather is, {S} never {v:go} to the beach', ['whatever', 'whenever']),
  W('however', '_ much {S} {v:sleep}, {pron} always {v:wake} up tired', ['whatever', 'whoever']),
  W('however', '_ often {S} {v:water} the basil, it dies', ['whatever', 'whenever']),
  W('however', '_ quickly {S} {v:eat}, {pron} {is} always the last to finish', ['whatever', 'whoever']),
  W('however', '_ cheap the tickets are, {S} won’t go to that concert', ['whatever', 'whenever']),
  W('however', '_ hard the rain falls, {S} {v:cycle} to work', ['whatever', 'whoever']),
  W('however', '_ many times {S} {v:read} that book, {pron} {v:cry} at the end', ['whatever', 'whenever']),
  W('however', '_ carefully {S} {v:plan}, something always goes wrong', ['whatever', 'whoever']),
  W('however', '_ small the flat is, {S} {is} happy to have it', ['whatever', 'whenever']),
  W('however', '_ well {S} {v:play}, {pron} always {v:want} to play better', ['whatever', 'whoever']),
];

/** One adult (a name, a relative, the speaker) or a couple; "you" for lines said to the listener too. */
const YOU: Subject = { text: 'you', person: '2', poss: 'your', adult: true };
const OTHERS: Subject[] = [...ONE.filter((s) => s.text !== 'he' && s.text !== 'she'), GROUP[0] as Subject];
/**
 * "You" only where the line gives permission ("You can sit wherever you like"): a statement about the
 * listener's own habits ("You visit your parents whenever you can") tells them what they know.
 */
const peopleFor = (text: string): Subject[] => (/\{S\} can\b/.test(text) ? [YOU, ...OTHERS] : OTHERS);

/** The words that decide it: the adjective or adverb after however, else the words after the gap. */
function triggerOf(text: string, key: Ever): string {
  const after = (text.split('___')[1] ?? '').trim().replace(/[.,;:?!].*$/, '');
  const words = after.split(/\s+/);
  return key === 'however' || key === 'whatever' ? words.slice(0, 1).join(' ') : words.slice(0, 3).join(' ');
}

function items(rng: Rng, line: Line, i: number): Item[] {
  const out: Item[] = [];
  const subjects = subjectsFor(rng, line.text, peopleFor(line.text), 5);
  // A shop speaks to its customer ("Whatever size you need, we have it in stock"), not about "my sister":
  // one exercise, said to you; the subjects are still drawn, so the lines after it keep their ids.
  const toYou = line.text.includes('we have it in stock');
  for (const s of toYou ? [null] : subjects) {
    const filled = fill(toYou ? line.text.replace('{S} {v:need}', 'you need') : line.text, s);
    const start = filled.startsWith('_');
    const text = finish(filled.replace('_', '___'));
    const form = (w: string) => (start ? cap(w) : w);
    // A noun after whatever (whatever decision) or the clause after it: the first word alone is the cue.
    const trigger = triggerOf(text, line.key);
    out.push({
      text,
      answer: form(line.key),
      wrong: line.wrong.map((w) => d(form(w), 'ever-word-mismatch', { needed: NEED[line.key] })),
      ruleId: NEED[line.key],
      trigger: [trigger],
      skeleton: `whatever-whoever:${i}`,
    });
  }
  return out;
}

export const whateverWhoeverWhereverTopic: TopicDef = makeTopic(copy, {
  target: 1000,
  build: (rng) => [
    ...LINES.flatMap((line, i) => items(rng, line, i)),
    ...MORE_LINES.flatMap((line, i) => items(rng, line, LINES.length + i)),
  ],
});

export const EVER_LINES = [...LINES, ...MORE_LINES];
export const EVER_NOUNS = NOUNS;
