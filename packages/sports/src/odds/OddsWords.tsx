'use client';

import { createContext, useContext, type ReactNode } from 'react';

/**
 * The movement and state words every odds button of a list or market group shares ("price up",
 * "price down", "suspended"), translated by the server page and handed over once. Passed as
 * props instead, they went into the page's RSC payload once per button: a league of 200 events
 * carried them 550 times.
 */
export interface OddsButtonWords {
  movedUp: string;
  movedDown: string;
  suspended: string;
}

const OddsWordsContext = createContext<OddsButtonWords | undefined>(undefined);

export function OddsWordsProvider({
  words,
  children,
}: {
  words: OddsButtonWords;
  children: ReactNode;
}) {
  return <OddsWordsContext.Provider value={words}>{children}</OddsWordsContext.Provider>;
}

/** The words of the nearest provider; undefined outside one (a button's own props then apply). */
export function useOddsWords(): OddsButtonWords | undefined {
  return useContext(OddsWordsContext);
}
