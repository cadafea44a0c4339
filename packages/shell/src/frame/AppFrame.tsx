import type { PlatformSettings } from '@clem/core';
import { LanguageFlag } from '@clem/ui/country-flag';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { OperatorFooter } from '../layout/OperatorFooter';
import { readRootPageIsPrematch } from '../layout/footerSettings';
import { subHeaderHref } from '../links/targets';
import { headerVariant } from '../navigation/headerVisibility';
import type { FrameData } from '../platform/frameData';
import { ToastHost } from '../toasts/ToastHost';
import {
  ConnectedBackToTop,
  ConnectedContent,
  ConnectedFloatingBetslip,
  ConnectedFooterNav,
  ConnectedLoginDialog,
  ConnectedNewsPopup,
} from './connected/ConnectedFooter';
import { ConnectedBetslipHost } from './connected/ConnectedBetslip';
import { ConnectedHeader } from './connected/ConnectedHeader';
import { ConnectedMobileMenu } from './connected/ConnectedMenus';
import { FrameProviders } from './connected/FrameProviders';
import type { FrameConfig } from './frameConfig';
import { ContentFrame } from './FrameStyles';
import { SessionFocusKeeper, SkipLinks } from './connected/FrameFocus';

export interface AppFrameProps {
  config: FrameConfig;
  settings: PlatformSettings;
  data: FrameData;
  children: ReactNode;
}

/**
 * The frame every page lives in (account-and-shell §2): skip links, header, mobile menu drawer,
 * the content (in its desktop columns, see `PageFrame`), the operator's footer, the mobile footer
 * navigation, floating betslip, back-to-top, news popup, login dialog and toasts.
 *
 * Landmarks: the header (banner), then the page's columns: the sports menu (its own
 * complementary landmark, "Side menu", holding the "Main menu" navigation), the main landmark
 * (the content column only, `id="content"`, drawn by `PageFrame`), and the "Betslip" region;
 * then the footer. The main landmark holds the content alone, so "Skip to content" and a screen
 * reader's jump to main go past the menu.
 *
 * This is a server component: the data comes from `loadFrameData`, and each interactive part is
 * its own small client island subscribed to just the state it shows, so a store change (a
 * balance, a clock tick) re-renders that part and never the whole frame. Code a page does not
 * need yet (the drawer's tiers, the language list, dialogs, the news popup, the toast library)
 * loads the first time it is needed.
 */
export function AppFrame({ config, settings, data, children }: AppFrameProps) {
  const t = useTranslations('shell');
  const prematch = readRootPageIsPrematch(settings['root_page']);
  const subHeaderLinks = data.subHeaderLinks.flatMap((link) => {
    const href = subHeaderHref(link.url, prematch);
    return href ? [{ id: link.id, name: link.name, href }] : [];
  });
  return (
    <FrameProviders
      config={config}
      languageFlag={<LanguageFlag locale={config.locale} className="ch-flag" />}
    >
      <SkipLinks skipToContent={t('skipToContent')} skipToBetslip={t('skipToBetslip')} />
      <ConnectedHeader
        variant={headerVariant(settings)}
        subHeaderLinks={subHeaderLinks}
        externalHtml={data.externalHeader}
      />
      <ConnectedMobileMenu />
      <ConnectedContent>
        <ContentFrame>{children}</ContentFrame>
      </ConnectedContent>
      <div data-frame-part="footer">
        <OperatorFooter
          webHtml={data.footer.web}
          mobileHtml={data.footer.mobile}
          sealRequired={data.footer.sealRequired}
          sealToken={data.footer.sealToken}
          sealUrlTemplate={settings['gcb_seal_certificate_url']}
          brandName={config.displayName}
        />
      </div>
      <ConnectedFooterNav />
      <ConnectedFloatingBetslip />
      <ConnectedBetslipHost />
      <ConnectedBackToTop />
      <ConnectedNewsPopup popup={data.newsPopup} />
      <ConnectedLoginDialog />
      <ToastHost />
      <SessionFocusKeeper />
    </FrameProviders>
  );
}
