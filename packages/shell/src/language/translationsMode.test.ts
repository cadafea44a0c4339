import fc from 'fast-check';
import { createTranslator } from 'next-intl';
import { describe, expect, it } from 'vitest';
import { isTranslationsMode, messagesAsKeys } from './translationsMode';

describe('messagesAsKeys', () => {
  it('replaces every leaf by its full key path', () => {
    expect(
      messagesAsKeys({
        sports: {
          title: 'Sports',
          live: { count: '{count, plural, one {# event} other {# events}}' },
        },
        shell: { language: 'Language' },
      }),
    ).toEqual({
      sports: { title: 'sports.title', live: { count: 'sports.live.count' } },
      shell: { language: 'shell.language' },
    });
  });

  it('makes t() render the key path, even with values', () => {
    const messages = messagesAsKeys({
      sports: { title: 'Sports', events: '{count, plural, one {# event} other {# events}}' },
    });
    const t = createTranslator({ locale: 'en', messages, namespace: 'sports' });
    expect(t('title')).toBe('sports.title');
    expect(t('events', { count: 3 })).toBe('sports.events');
  });

  it('keeps the shape and does not change the input', () => {
    const leaf = fc.string({ maxLength: 8 });
    const key = fc.stringMatching(/^[a-z]{1,6}$/);
    const tree = fc.letrec<{ node: Record<string, unknown> }>((tie) => ({
      node: fc.dictionary(key, fc.oneof({ depthSize: 'small' }, leaf, tie('node')), { maxKeys: 4 }),
    })).node;
    fc.assert(
      fc.property(tree, (messages) => {
        const copy = structuredClone(messages);
        const keys = messagesAsKeys(messages);
        expect(messages).toEqual(copy);
        const walk = (
          original: Record<string, unknown>,
          mapped: Record<string, unknown>,
          path: string,
        ) => {
          expect(Object.keys(mapped)).toEqual(Object.keys(original));
          for (const [name, value] of Object.entries(original)) {
            const full = path ? `${path}.${name}` : name;
            if (typeof value === 'string') expect(mapped[name]).toBe(full);
            else
              walk(value as Record<string, unknown>, mapped[name] as Record<string, unknown>, full);
          }
        };
        walk(messages, keys, '');
      }),
    );
  });
});

describe('isTranslationsMode', () => {
  it('reads URLSearchParams', () => {
    expect(isTranslationsMode(new URLSearchParams('mode=translations'))).toBe(true);
    expect(isTranslationsMode(new URLSearchParams('theme=dark&mode=translations'))).toBe(true);
    expect(isTranslationsMode(new URLSearchParams('mode=other'))).toBe(false);
    expect(isTranslationsMode(new URLSearchParams(''))).toBe(false);
  });

  it("reads Next's searchParams object", () => {
    expect(isTranslationsMode({ mode: 'translations' })).toBe(true);
    expect(isTranslationsMode({ mode: ['x', 'translations'] })).toBe(true);
    expect(isTranslationsMode({ mode: 'Translations' })).toBe(false);
    expect(isTranslationsMode({})).toBe(false);
    expect(isTranslationsMode(null)).toBe(false);
  });
});
