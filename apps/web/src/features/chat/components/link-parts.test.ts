import { describe, expect, it } from 'vitest';
import { splitLinks } from './link-parts';

describe('splitLinks', () => {
  it('keeps text without addresses as one plain piece', () => {
    expect(splitLinks('Loading at 9, gate 4')).toEqual([
      { kind: 'text', text: 'Loading at 9, gate 4' },
    ]);
  });

  it('turns http(s) and www addresses into links, leaving the sentence around them', () => {
    expect(splitLinks('See https://example.kz/a?b=1. And www.site.kz, ok')).toEqual([
      { kind: 'text', text: 'See ' },
      { kind: 'link', text: 'https://example.kz/a?b=1', href: 'https://example.kz/a?b=1' },
      { kind: 'text', text: '. And ' },
      { kind: 'link', text: 'www.site.kz', href: 'https://www.site.kz' },
      { kind: 'text', text: ', ok' },
    ]);
  });

  it('never makes a link of a script address or of markup', () => {
    const parts = splitLinks('javascript:alert(1) <a href="x">y</a>');
    expect(parts).toEqual([{ kind: 'text', text: 'javascript:alert(1) <a href="x">y</a>' }]);
  });

  it('drops a closing bracket that ends the sentence, not the address', () => {
    expect(splitLinks('(http://a.kz/x)')).toEqual([
      { kind: 'text', text: '(' },
      { kind: 'link', text: 'http://a.kz/x', href: 'http://a.kz/x' },
      { kind: 'text', text: ')' },
    ]);
  });
});
