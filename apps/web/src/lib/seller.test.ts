import { describe, expect, it } from 'vitest';
import { readSeller } from './seller.ts';

const page = (content?: string) => {
  const doc = document.implementation.createHTMLDocument('x');
  if (content !== undefined) {
    const meta = doc.createElement('meta');
    meta.name = 'gw-seller';
    meta.content = content;
    doc.head.append(meta);
  }
  return doc;
};

describe('readSeller', () => {
  it('reads the details the server wrote into the page', () => {
    expect(
      readSeller(
        page(JSON.stringify({ name: 'ФОП Іваненко І. І.', registration: '1234567890', address: 'Київ' })),
      ),
    ).toEqual({ name: 'ФОП Іваненко І. І.', registration: '1234567890', address: 'Київ' });
  });

  it('keeps only text fields, and is empty without the tag or with a broken one', () => {
    expect(readSeller(page(JSON.stringify({ name: 'ФОП Х', registration: 5 })))).toEqual({ name: 'ФОП Х' });
    expect(readSeller(page())).toEqual({});
    expect(readSeller(page('{not json'))).toEqual({});
  });
});
