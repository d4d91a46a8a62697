import { z } from 'zod';
import { d, item, makeTopic } from '../../engine.ts';
import { table } from '../../lexicon/data.ts';
import { verbForms } from '../../morph/verbs.ts';
import type { TopicDef } from '../../types.ts';
import data from './would-you-mind.data.json' with { type: 'json' };
import copy from './would-you-mind.json' with { type: 'json' };

export const wouldYouMind: TopicDef = makeTopic(copy, {
  target: 700,
  *generate(rng) {
    // Polite requests: the verb (base form) and what follows it.
    const requests = [
      'close the door',
      'open the window',
      'help me with this bag',
      'wait a moment',
      'turn the music down',
      'take a photo of us',
      'speak more slowly',
      'repeat that',
      'move your car',
      'send me the file',
      'check my homework',
      'lend me your pen',
      'call back later',
      'feed the cat tomorrow',
      'water my plants next week',
      'pick me up at six',
      'turn off the light',
      'switch on the heating',
      'carry this box for me',
      'explain that again',
      'give me a hand',
      'hold the door for me',
      'pass me the salt',
      'change seats with me',
      'keep an eye on my bag',
      'show me the way to the station',
      'wait outside for a minute',
      'close the window',
      'bring me a glass of water',
      'post this letter for me',
      'look after my dog this weekend',
      'fill in this form',
      'spell your name for me',
      'write down your phone number',
      'take your shoes off',
      'lower your voice',
      'sign here, please',
      'read this email before I send it',
      'wait here while I get the car',
      'answer the phone for me',
      'open the door for me',
      'shut the gate behind you',
      'turn the TV down a bit',
      'turn the radio off',
      'put your phone away',
      'sit in the back',
      'swap places with me',
      'stand a bit further back',
      'move your bag off the seat',
      'make a little room for me',
      'hold my coffee for a second',
      'watch my things while I go to the toilet',
      "get me a coffee while you're out",
      'pick up some milk on your way home',
      'drop me off at the station',
      'give me a lift to work tomorrow',
      'ring me when you get there',
      'text me the address',
      'send me a copy of the report',
      'print this for me',
      'read it out loud',
      'say that again',
      'speak up a little',
      'slow down a bit',
      'drive a bit more slowly',
      'stop the car here',
      'park a bit closer to the wall',
      'close the curtains',
      'open the curtains',
      'put the kettle on',
      'make me a cup of tea',
      'help me carry the shopping',
      'help me move this table',
      'help me with my homework',
      'help me find my keys',
      'look at my essay',
      'check this letter for mistakes',
      'correct my English',
      'translate this for me',
      'explain the rules to me',
      'show me your ticket',
      'show me your passport',
      'tell me the time',
      'tell me the way to the museum',
      'take a picture of me',
      'take the rubbish out',
      'empty the dishwasher',
      'wash the dishes tonight',
      'clean up after yourself',
      'tidy your room before dinner',
      'hang up your coat',
      'wipe your feet',
      'leave the door open',
      'leave the light on',
      'keep the noise down',
      'keep my seat for me',
      'wait for me after class',
      'meet me at the entrance',
      'come back in ten minutes',
      'come a bit earlier tomorrow',
      'stay a little longer',
      'call a taxi for me',
      'book a table for four',
      'fill out this form',
      'write your address here',
      'put your name on the list',
      'pay at the front desk',
      'queue over there',
      'step aside for a moment',
      'take a seat',
      'wait in the other room',
      'hand me that towel',
      'pass me the remote',
      'pass me the bread',
      'lend me some money until Friday',
      'lend me your umbrella',
      'lend me your charger',
      'share your notes with me',
      "feed the fish while I'm away",
      'water the garden on Sunday',
      'walk the dog this evening',
      'look after the kids for an hour',
      'babysit on Saturday night',
      'cover my shift on Friday',
      'swap shifts with me next week',
      'finish this tomorrow',
      'start without me',
      'go first',
      'try again later',
      'ask someone else',
      'buy the tickets today',
      'check the timetable',
      'get the door',
      'zip up my dress',
      'do up my necklace',
      'bring your own cup',
      'bring some chairs from the kitchen',
      'clear the table',
      'set the table',
      'turn the heating up',
      'turn the air conditioning off',
      'shut the back door',
      'lock up when you leave',
      'switch the lights off when you go',
      'close the laptop for a minute',
      'mute your microphone',
      'turn on your camera',
      'share your screen',
      'send the invitation again',
      'spell that for me',
      'write that down for me',
      'sing a bit more quietly',
      'take your bag off the table',
      'put the bins out tonight',
      'move your bike',
      'fix the printer',
      'look at my car',
    ];
    for (const [req, opener] of rng.shuffle(
      requests.flatMap((r) => ['Would you mind', 'Do you mind'].map((o) => [r, o] as const)),
    )) {
      const [baseForm = '', ...rest] = req.split(' ');
      yield item(rng, {
        text: `${opener} {} ${rest.join(' ')}?`,
        answer: verbForms(baseForm).ing,
        wrong: [
          d(`to ${baseForm}`, 'to-after-ing-verb', { verb: 'mind' }),
          d(baseForm, 'base-after-ing-verb', { verb: 'mind' }),
        ],
        ruleId: 'mind-ing',
        trigger: ['mind'],
        skeleton: req,
      });
    }
    // Issue 16: more requests, requests to stop (mind not + -ing) and permission for oneself (mind if I …),
    // each its own skeleton; yielded after the first requests so their exercises keep their ids.
    const more: [string, string][] = rng.shuffle([
      ...MORE_REQUESTS.map((r) => [r, ''] as [string, string]),
      ...NOT_REQUESTS.map((r) => [r, 'not '] as [string, string]),
    ]);
    for (const [req, not] of more)
      for (const opener of ['Would you mind', 'Do you mind']) {
        const [baseForm = '', ...rest] = req.split(' ');
        yield item(rng, {
          text: `${opener} ${not}{} ${rest.join(' ')}?`,
          answer: verbForms(baseForm).ing,
          wrong: [
            d(`to ${baseForm}`, 'to-after-ing-verb', { verb: 'mind' }),
            d(baseForm, 'base-after-ing-verb', { verb: 'mind' }),
          ],
          ruleId: 'mind-ing',
          trigger: [not ? 'mind not' : 'mind'],
          skeleton: `${not ? 'not' : 'more'}:${req}`,
        });
      }
    // Would you mind if I opened … (past simple) / Do you mind if I open … (present). The bare form after
    // "Would you mind if I" is heard too, so only -ing and to + base form are offered as wrong.
    const asks = rng.shuffle([
      ...IF_I.map((r) => ['I', r] as const),
      ...IF_WE.map((r) => ['we', r] as const),
    ]);
    for (const [who, req] of asks)
      for (const opener of ['Would you mind', 'Do you mind']) {
        const [baseForm = '', ...rest] = req.split(' ');
        const f = verbForms(baseForm);
        const head = `${opener} if ${who}`;
        yield item(rng, {
          text: `${head} {} ${rest.join(' ')}?`,
          answer: opener === 'Would you mind' ? f.past : baseForm,
          wrong: [
            d(f.ing, 'ing-after-mind-if', { opener: head }),
            d(`to ${baseForm}`, 'to-after-mind-if', { opener: head }),
          ],
          ruleId: 'mind-if',
          trigger: [`mind if ${who}`],
          skeleton: `if-${who}:${req}`,
        });
      }
  },
});

/** Issue 16: more polite requests (verb first), each its own base. */
export const MORE_REQUESTS: readonly string[] = table('MORE_REQUESTS', data.MORE_REQUESTS, z.string());

/** Issue 16: asking someone to stop doing something (Would you mind not smoking …?). */
export const NOT_REQUESTS: readonly string[] = table('NOT_REQUESTS', data.NOT_REQUESTS, z.string());

/** Issue 16: asking permission for oneself (Would you mind if I …?). */
export const IF_I: readonly string[] = table('IF_I', data.IF_I, z.string());

/** Issue 16: asking permission for us (Would you mind if we …?). */
export const IF_WE: readonly string[] = table('IF_WE', data.IF_WE, z.string());
