import fc from 'fast-check';
import { Script, createContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { FRAME_FLAGS_KEY, frameFlagsScript, readFrameFlags } from './frameFlags';

const origins = ['dafa_native_app'];

describe('readFrameFlags', () => {
  it('reads the query flags and keeps them for the tab', () => {
    const first = readFrameFlags({
      search: '?embedded=true&content-embedded=true&betslip-origin=dafa_native_app',
      stored: null,
      framed: false,
      nativeAppOrigins: origins,
    });
    expect(first.flags).toEqual({
      embedded: true,
      contentOnly: true,
      nativeOrigin: 'dafa_native_app',
    });
    const later = readFrameFlags({
      search: '',
      stored: first.store,
      framed: false,
      nativeAppOrigins: origins,
    });
    expect(later.flags).toEqual(first.flags);
  });

  it('ignores origins the brand does not accept, tampered storage and other values', () => {
    const result = readFrameFlags({
      search: '?embedded=1&betslip-origin=msw-maya',
      stored: '{"nativeOrigin":"evil","embedded":"yes"',
      framed: false,
      nativeAppOrigins: origins,
    });
    expect(result).toEqual({
      flags: { embedded: false, contentOnly: false, nativeOrigin: null },
      store: null,
    });
  });

  it('counts a framed page as embedded', () => {
    expect(
      readFrameFlags({ search: '', stored: null, framed: true, nativeAppOrigins: origins }).flags
        .embedded,
    ).toBe(true);
  });
});

function runScript(search: string, stored: string | null, framed: boolean) {
  const attributes: Record<string, string> = {};
  const storage = new Map<string, string>(stored === null ? [] : [[FRAME_FLAGS_KEY, stored]]);
  const top = {};
  const window = { top: framed ? top : undefined, self: undefined as unknown };
  window.self = framed ? {} : window.top;
  if (!framed) window.top = window.self = top;
  const context = createContext({
    URLSearchParams,
    JSON,
    String,
    location: { search },
    window,
    sessionStorage: {
      getItem: (key: string) => storage.get(key) ?? null,
      setItem: (key: string, value: string) => storage.set(key, value),
    },
    document: {
      documentElement: {
        setAttribute: (name: string, value: string) => {
          attributes[name] = value;
        },
      },
    },
  });
  new Script(frameFlagsScript(origins)).runInContext(context);
  return { attributes, stored: storage.get(FRAME_FLAGS_KEY) ?? null };
}

describe('frameFlagsScript', () => {
  it('agrees with readFrameFlags for any query, stored value and framing', () => {
    const flag = fc.constantFrom('true', 'false', '1', '');
    const search = fc
      .record({
        embedded: fc.option(flag),
        content: fc.option(flag),
        origin: fc.option(fc.constantFrom('dafa_native_app', 'msw-maya', 'x')),
      })
      .map(({ embedded, content, origin }) => {
        const query = new URLSearchParams();
        if (embedded !== null) query.set('embedded', embedded);
        if (content !== null) query.set('content-embedded', content);
        if (origin !== null) query.set('betslip-origin', origin);
        return `?${query.toString()}`;
      });
    const stored = fc.option(
      fc.oneof(
        fc.constant('not json'),
        fc
          .record({
            embedded: fc.boolean(),
            contentOnly: fc.boolean(),
            nativeOrigin: fc.option(fc.constantFrom('dafa_native_app', 'evil')),
          })
          .map((value) => JSON.stringify(value)),
      ),
    );
    fc.assert(
      fc.property(search, stored, fc.boolean(), (query, kept, framed) => {
        const expected = readFrameFlags({
          search: query,
          stored: kept,
          framed,
          nativeAppOrigins: origins,
        });
        const actual = runScript(query, kept, framed);
        expect(actual.attributes).toEqual({
          'data-embedded': String(expected.flags.embedded),
          'data-content-only': String(expected.flags.contentOnly),
          'data-native': String(expected.flags.nativeOrigin !== null),
        });
        if (expected.store !== null) {
          expect(JSON.parse(actual.stored ?? 'null')).toEqual(JSON.parse(expected.store));
        }
      }),
    );
  });
});
