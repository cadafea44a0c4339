type Listener = (event: MediaQueryListEvent) => void;

/**
 * A window.matchMedia stand-in for width queries of the form `(min-width: Npx)` and
 * `(max-width: Npx)` joined with `and`; `setWidth` changes the width and fires `change` on every
 * list whose answer changed. Returns a restore function too.
 */
export function mockViewportWidth(initialWidth: number) {
  let width = initialWidth;
  const lists: { query: string; matches: boolean; listeners: Set<Listener> }[] = [];
  const evaluate = (query: string) =>
    query.split(/\s+and\s+/).every((part) => {
      const match = /\((min|max)-width:\s*(\d+)px\)/.exec(part);
      if (!match) return false;
      const limit = Number(match[2]);
      return match[1] === 'min' ? width >= limit : width <= limit;
    });
  const original = window.matchMedia;
  window.matchMedia = (query: string) => {
    const entry = { query, matches: evaluate(query), listeners: new Set<Listener>() };
    lists.push(entry);
    return {
      media: query,
      get matches() {
        return evaluate(query);
      },
      onchange: null,
      addEventListener: (_type: string, listener: Listener) => entry.listeners.add(listener),
      removeEventListener: (_type: string, listener: Listener) => entry.listeners.delete(listener),
      addListener: (listener: Listener) => entry.listeners.add(listener),
      removeListener: (listener: Listener) => entry.listeners.delete(listener),
      dispatchEvent: () => true,
    } as unknown as MediaQueryList;
  };
  return {
    setWidth(next: number) {
      width = next;
      for (const entry of lists) {
        const matches = evaluate(entry.query);
        if (matches === entry.matches) continue;
        entry.matches = matches;
        const event = { matches, media: entry.query } as MediaQueryListEvent;
        for (const listener of [...entry.listeners]) listener(event);
      }
    },
    restore() {
      window.matchMedia = original;
    },
  };
}
