import { useTranslations } from 'next-intl';
import { Footer, Web, Mobile, Seal } from './OperatorFooterStyles';
import { sealCertificateUrl } from './sealLink';
import { HtmlWidget } from './HtmlWidget';

/**
 * The site footer (account-and-shell §2 "Other pieces"): the operator's HTML, web and mobile
 * variants, both through SafeHtml, with CSS picking the variant by viewport (web from 1024 px),
 * so nothing swaps after hydration; and, when `sealRequired` and a seal token exists, the
 * gaming-licence seal: a link to the certificate (new tab, `noopener`), named for assistive
 * technology. Server-compatible (the static `cl-footer…` rules of `layoutCss`; SafeHtml is the
 * client boundary).
 *
 * Decided here: when only one variant exists it serves both viewports.
 */

export interface OperatorFooterProps {
  /** footer_web content (raw operator HTML). */
  webHtml?: string | null;
  /** footer_mobile content (raw operator HTML). */
  mobileHtml?: string | null;
  /** seal_required of the operator footer. */
  sealRequired: boolean;
  /** Token from `GET /api/gcb_seals`. */
  sealToken?: string | null;
  /** gcb_seal_certificate_url setting (raw); default used when unusable. */
  sealUrlTemplate?: unknown;
  brandName: string;
}

export function OperatorFooter({
  webHtml,
  mobileHtml,
  sealRequired,
  sealToken,
  sealUrlTemplate,
  brandName,
}: OperatorFooterProps) {
  const t = useTranslations('layout');
  const web = webHtml?.trim() ? webHtml : (mobileHtml ?? '');
  const mobile = mobileHtml?.trim() ? mobileHtml : (webHtml ?? '');
  const sealUrl = sealRequired ? sealCertificateUrl(sealUrlTemplate, sealToken) : null;

  return (
    <Footer aria-label={t('siteFooter')}>
      {web.trim() ? (
        <Web data-variant="web">
          <HtmlWidget html={web} />
        </Web>
      ) : null}
      {mobile.trim() ? (
        <Mobile data-variant="mobile">
          <HtmlWidget html={mobile} />
        </Mobile>
      ) : null}
      {sealUrl ? (
        <Seal href={sealUrl} target="_blank" rel="noopener noreferrer">
          <svg
            aria-hidden="true"
            focusable="false"
            width="24"
            height="24"
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.8"
            strokeLinecap="round"
            strokeLinejoin="round"
          >
            <path d="M12 3 4 6v6c0 4.5 3.4 8.2 8 9 4.6-.8 8-4.5 8-9V6z" />
            <path d="m8.5 12 2.5 2.5 4.5-5" />
          </svg>
          <span>{t('licenceSeal', { brand: brandName })}</span>
          <span className="cu-vh"> ({t('opensInNewTab')})</span>
        </Seal>
      ) : null}
    </Footer>
  );
}
