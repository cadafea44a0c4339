'use client';

import { selectIsLoggedIn, useAppSelector, type Advert } from '@clem/core';
import { AdvertWidget } from '../../layout/AdvertWidget';
import { hrefInLocale, useFrameConfig } from '../frameConfig';

/**
 * An advert slot shown per audience (spec §4 "Audience visibility"). The targeting facts
 * (non-depositor, non-bettor, first login) arrive with the account issue's player data; until
 * then a logged-in player counts as a depositor and bettor with no known first login, which
 * shows only the adverts for every logged-in player.
 */
export default function AdvertContent({ adverts }: { adverts: readonly Advert[] }) {
  const config = useFrameConfig();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  return (
    <AdvertWidget
      adverts={adverts}
      viewer={{ loggedIn, nonBettor: false, nonDepositor: false, firstLoginTime: null, now: 0 }}
      hrefFor={(path) => hrefInLocale(config, path)}
    />
  );
}
