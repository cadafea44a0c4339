import type { BrandConfig } from '@clem/brand-config';
import { defaultPlatformSettings, type PageWidget } from '@clem/core';
import type { ReactNode } from 'react';
import { HtmlWidget } from '../layout/HtmlWidget';
import { PageColumns } from '../layout/PageColumns';
import { isSingleScrollingLayout, layoutColumns, layoutLookupPath } from '../layout/pageLayout';
import { WidgetSlot } from '../layout/WidgetSlot';
import { BetslipDock } from './connected/ConnectedBetslip';
import { loadPageLayout } from '../platform/frameData';
import { loadSettings } from '@clem/core/server';
import { ConnectedAdvert } from './connected/ConnectedAdvert';
import { ConnectedDesktopMenu } from './connected/ConnectedMenus';
import { Main } from './FrameStyles';

export interface PageFrameProps {
  brand: BrandConfig;
  locale: string;
  /** The page's path without the locale prefix, e.g. `/sports`. */
  path: string;
  children: ReactNode;
}

/**
 * A page inside its desktop columns (spec §2 "Desktop layout"): the page layout is looked up by
 * the page's URL (the sports home as section 10001), else the layout named Default; each widget
 * renders here on the server (the navigation menu and adverts hydrate as small islands; betslip
 * and live stream are slots their issues fill). Without any layout the page shows alone. Either
 * way the page's content is the main landmark (the centre column, or the page alone).
 */
export async function PageFrame({ brand, locale, path, children }: PageFrameProps) {
  const [page, settings] = await Promise.all([
    loadPageLayout(brand, locale, layoutLookupPath(path, brand.locales.offered)),
    loadSettings(brand, locale),
  ]);
  if (!page.layout) return <Main>{children}</Main>;
  const settingsValues = settings.ok ? settings.data : defaultPlatformSettings;
  const columns = layoutColumns(page.layout);

  const renderWidget = (widget: PageWidget): ReactNode => {
    const id = widget.widget_id == null ? null : String(widget.widget_id);
    switch (widget.widget_type) {
      case 'navigation_menu':
        // The menu asks for its data when it shows (ConnectedDesktopMenu).
        return <ConnectedDesktopMenu />;
      case 'advert':
        return id ? <ConnectedAdvert adverts={page.adverts[id] ?? []} /> : null;
      case 'html_widget':
        return id && page.htmlWidgets[id] ? <HtmlWidget html={page.htmlWidgets[id]} /> : null;
      case 'betslip':
        return (
          <WidgetSlot slot="betslip">
            <BetslipDock />
          </WidgetSlot>
        );
      case 'live_stream_video_player':
        return <WidgetSlot slot="live_stream_video_player" />;
    }
  };

  return (
    <PageColumns
      columns={columns}
      renderWidget={renderWidget}
      singleScrolling={isSingleScrollingLayout(page.layout, settingsValues)}
    >
      {children}
    </PageColumns>
  );
}
