import { useTranslations } from 'next-intl';

/**
 * What a page's content area holds while its data streams in (the Suspense fallback of
 * `streamed` pages). It keeps the footer below the fold (`cl-pending`: a screen high)
 * and its "Loading…" line fades in only after a moment (`cl-pending-text`), so a healthy platform,
 * whose content replaces it at once, shows no loading state.
 */
export function ContentPending() {
  const t = useTranslations('account');
  return (
    <div className="cl-pending" role="status" data-content-pending="">
      <p className="cl-pending-text">{t('loading')}</p>
    </div>
  );
}
