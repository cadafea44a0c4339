'use client';

import type { LiveCompetition } from '@clem/core';
import { lazy, Suspense, useState } from 'react';

const load = () => import('./LiveDesktopFilter');
const LiveDesktopFilter = lazy(() =>
  load().then((module) => ({ default: module.LiveDesktopFilter })),
);

export interface FoldedLiveDesktopFilterProps {
  /** The fold's label ("Filter"). */
  summary: string;
  competitions: readonly LiveCompetition[];
}

/**
 * The desktop competition filter, folded away so the events come first (`<details>`, closed):
 * its panel and code load the first time the player opens it, so no page's first load carries
 * them (phones, where the fold is hidden, never do). Pointing at or focusing the fold starts the
 * load, so the panel is usually there when it opens. Once opened it stays mounted, keeping its
 * open sections while the fold is closed again. The phone filter keeps the competition list in
 * step meanwhile (`useLiveCompetitionsSync`), and an unopened filter shows every event.
 */
export function FoldedLiveDesktopFilter({ summary, competitions }: FoldedLiveDesktopFilterProps) {
  const [opened, setOpened] = useState(false);
  const preload = () => void load().catch(() => undefined);
  return (
    <details
      className="cs-live-filter-d"
      onToggle={(event) => {
        if (event.currentTarget.open) setOpened(true);
      }}
    >
      <summary onPointerEnter={preload} onFocus={preload}>
        {summary}
      </summary>
      {opened ? (
        <Suspense fallback={null}>
          <LiveDesktopFilter competitions={competitions} />
        </Suspense>
      ) : null}
    </details>
  );
}
