import { describe, expect, it } from 'vitest';
import { ERROR_PARAMS } from './error-types.ts';
import { TEMPLATES, type Templates } from './templates.ts';

describe('the template set', () => {
  it('has exactly one template per error type, each in English and Ukrainian', () => {
    expect(Object.keys(TEMPLATES).sort()).toEqual(Object.keys(ERROR_PARAMS).sort());
    for (const t of Object.values(TEMPLATES)) {
      expect(typeof t.en).toBe('function');
      expect(typeof t.uk).toBe('function');
    }
  });

  it('is checked by tsc: a template reading a param its error type lacks, or a missing one, does not compile', () => {
    const wrongParam: Templates['agreement-3sg'] = {
      // @ts-expect-error agreement-3sg carries subject (and maybe person, needed), never noun
      en: (p) => `${p.noun}`,
      uk: (p) => `${p.subject}`,
    };
    const { 'agreement-3sg': _dropped, ...rest } = TEMPLATES;
    // @ts-expect-error a set without agreement-3sg is not a template set
    const missing: Templates = rest;
    expect(wrongParam.uk({ subject: 'she', chosen: 'x', answer: 'y', trigger: '' })).toBe('she');
    expect(Object.keys(missing)).not.toContain('agreement-3sg');
  });

  it('quotes a cue without the "but" it was cut from, and names every modal the auxiliary rule covers', () => {
    const base = { chosen: 'must', answer: 'might', trigger: '' };
    const doubt = TEMPLATES['certainty-against-doubt'];
    for (const text of [
      doubt.en({ ...base, cue: "I'm not sure, but" }),
      doubt.uk({ ...base, cue: "I'm not sure, but" }),
    ]) {
      expect(text).toContain("I'm not sure");
      expect(text).not.toMatch(/but[”»]/);
    }
    const aux = TEMPLATES['aux-before-wrong-form'];
    const p = { chosen: 'had they', answer: 'will they', trigger: '', form: 'find' };
    expect(aux.en(p)).toMatch(/will, can and would take the base form/);
    expect(aux.uk(p)).toMatch(/модальних дієслів \(will, can, would\)/);
  });

  it('names a doubled comparative without quoting the same words twice', () => {
    const double = TEMPLATES['double-comparative'];
    const whole = double.en({
      chosen: 'much more longer',
      answer: 'much longer',
      trigger: '',
      comparative: 'longer',
    });
    expect(whole).toMatch(/^“much more longer” marks the comparative twice/);
    expect(whole).not.toMatch(/would make/);
    const bare = double.en({ chosen: 'more', answer: 'much', trigger: '', comparative: 'longer' });
    expect(bare).toMatch(/^“more” would make “more longer”/);
  });
});
