import { createTranslator } from 'next-intl';
import type { EventRowLabels } from '../events/EventRow';
import type { MarketGroupsLabels } from '../event/MarketGroups';
import type { RowLabels } from '../events/rowView';
import { sportsMessagesEnglish } from '../messages';
import { eventRowLabels, rowLabels, type SportsT } from '../pages/labels';

/**
 * The English `sports` catalogue as a translator, so stories pass the components the same labels
 * the server pages build from it (`rowLabels`, `eventRowLabels`), not hand-written strings.
 */
const translate = createTranslator({
  locale: 'en',
  messages: sportsMessagesEnglish,
  namespace: 'sports',
  timeZone: 'UTC',
});

export const storyT: SportsT = (key, values) =>
  translate(key as Parameters<typeof translate>[0], values);

export const storyRowLabels: RowLabels = rowLabels(storyT);
export const storyEventRowLabels: EventRowLabels = eventRowLabels(storyT);
export const storyMarketLabels: MarketGroupsLabels = {
  movedUp: storyT('priceUp'),
  movedDown: storyT('priceDown'),
  suspended: storyT('suspended'),
  noMarkets: storyT('noMarkets'),
};
