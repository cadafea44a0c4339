'use client';

import { audienceVisible, type Advert, type AudienceViewer } from '@clem/core';
import { useTranslations } from 'next-intl';
import type { MouseEvent } from 'react';
import {
  advertPopupFeatures,
  advertWindowName,
  hrefOf,
  safeAdvertImage,
  safeLink,
} from './advertLinks';

/**
 * Adverts of one advert widget (account-and-shell §3 "Advert", §4 "Audience visibility", §6
 * "Adverts show only if audience rules match").
 *
 * - Only adverts whose audience passes `audienceVisible` for the viewer render; none: nothing.
 * - The image has its width and height attributes (and an aspect ratio), so the space is kept
 *   before it loads (no layout shift); it scales down to the column width.
 * - A link (http(s) or a site path only, see `safeLink`) wraps the image; the image is a
 *   same-site path only (`safeAdvertImage`). A `popup` advert opens
 *   `window.open(link, advert-{id}, features)` with the popup sizes and options and clears the
 *   new window's opener; the href stays for middle-click and assistive technology.
 * - The description shows (as plain text) when `show_description`.
 *
 * Decisions where the spec is silent: the image's alt text is `link_name`, else `name`; an
 * advert without a usable image shows its name as text (inside the link when there is one);
 * non-popup external links open in the same tab.
 *
 * Styles: the static `cl-advert…` rules of `layoutCss` (layoutCss.ts).
 */

export interface AdvertWidgetProps {
  adverts: readonly Advert[];
  viewer: AudienceViewer;
  /** Adds the locale prefix to a site path. */
  hrefFor?: (path: string) => string;
}

function AdvertItem({ advert, hrefFor }: { advert: Advert; hrefFor?: (path: string) => string }) {
  const t = useTranslations('layout');
  const link = safeLink(advert.link);
  const image = safeAdvertImage(advert.attachment_path);
  const alt = advert.link_name?.trim() || advert.name;
  const width = advert.width_in_pixels ?? undefined;
  const height = advert.height_in_pixels ?? undefined;

  const visual = image ? (
    <img
      src={image}
      alt={alt}
      width={width || undefined}
      height={height || undefined}
      loading="lazy"
      decoding="async"
    />
  ) : (
    <span className="cl-advert-fallback">{alt}</span>
  );

  let body = visual;
  if (link) {
    const href = hrefOf(link, hrefFor);
    const openPopup = (event: MouseEvent<HTMLAnchorElement>) => {
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
      event.preventDefault();
      const opened = window.open(href, advertWindowName(advert), advertPopupFeatures(advert));
      if (opened) opened.opener = null;
    };
    body = advert.popup ? (
      <a className="cl-advert-link" href={href} onClick={openPopup} data-popup="true">
        {visual}
        <span className="cu-vh"> ({t('opensInNewWindow')})</span>
      </a>
    ) : (
      <a className="cl-advert-link" href={href}>
        {visual}
      </a>
    );
  }

  return (
    <figure className="cl-advert" data-advert={String(advert.id)}>
      {body}
      {advert.show_description && advert.description ? (
        <figcaption className="cl-advert-caption">{advert.description}</figcaption>
      ) : null}
    </figure>
  );
}

export function AdvertWidget({ adverts, viewer, hrefFor }: AdvertWidgetProps) {
  const t = useTranslations('layout');
  const visible = adverts.filter((advert) => audienceVisible(advert.audience, viewer));
  if (visible.length === 0) return null;
  return (
    <aside className="cl-adverts" aria-label={t('adverts')}>
      {visible.map((advert) => (
        <AdvertItem key={String(advert.id)} advert={advert} hrefFor={hrefFor} />
      ))}
    </aside>
  );
}
