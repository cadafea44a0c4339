import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';

/**
 * A labelled region that a later issue fills (the betslip, the live stream player): the layout
 * can already place the widget. Server-compatible. `data-slot` names it for the lead and tests.
 */
export type WidgetSlotName = 'betslip' | 'live_stream_video_player';

export interface WidgetSlotProps {
  slot: WidgetSlotName;
  /** What fills the slot later; empty until then. */
  children?: ReactNode;
}

export function WidgetSlot({ slot, children }: WidgetSlotProps) {
  const t = useTranslations('layout');
  // The betslip fills its slot with its own region ("Betslip", the dock): a second landmark of
  // the same name around it would only make screen-reader users land twice.
  if (slot === 'betslip') return <div data-slot={slot}>{children}</div>;
  return (
    <section aria-label={t('liveStreamSlot')} data-slot={slot}>
      {children}
    </section>
  );
}
