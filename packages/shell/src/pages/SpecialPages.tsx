import { specialRootPage } from '@clem/sports/server';
import { sportsPageFactory } from './sportsPageFactory';

/** The special root pages (cryptoblast, powerball, lotto) in the frame (`sportsPageFactory.tsx`). */
export const createCryptoblastPage = sportsPageFactory(specialRootPage('/cryptoblast'));
export const createPowerballPage = sportsPageFactory(specialRootPage('/powerball'));
export const createLottoPage = sportsPageFactory(specialRootPage('/lotto'));
