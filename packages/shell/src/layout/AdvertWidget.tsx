'use client';

import { audienceVisible, type Advert, type AudienceViewer } from '@clem/core';
import { focusRing, VisuallyHidden } from '@clem/ui';
import { useTranslations } from 'next-intl';
import type { MouseEvent } from 'react';
import { styled } from 'styled-components';
import { advertPopupFeatures, advertWindowName, hrefOf, safeLink } from './advertLinks';

/**
 * Adverts of one advert widget (account-and-shell §3 "Advert", §4 "Audience visibility", §6
 * "Adverts show only if audience rules match").
 *
 * - Only adverts whose audience passes `audienceVisible` for the viewer render; none: nothing.
 * - The image has its width and height attributes (and an aspect ratio), so the space is kept
 *   before it loads (no layout shift); it scales down to the column width.
 * - A link (http(s) or a site path only, see `safeLink`) wraps the image. A `popup` advert opens
 *   `window.open(link, advert-{id}, features)` with the popup sizes and options and clears the
 *   new window's opener; the href stays for middle-click and assistive technology.
 * - The description shows (as plain text) when `show_description`.
 *
 * Decisions where the spec is silent: the image's alt text is `link_name`, else `name`; an
 * advert without a usable image shows its name as text (inside the link when there is one);
 * non-popup external links open in the same tab.
 */

export interface AdvertWidgetProps {
  adverts: readonly Advert[];
  viewer: AudienceViewer;
  /** Adds the locale prefix to a site path. */
  hrefFor?: (path: string) => string;
}

const List = styled.aside`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
`;

const Item = styled.figure`
  margin: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};

  img {
    display: block;
    max-width: 100%;
    height: auto;
    border-radius: ${({ theme }) => theme.radius.md};
  }
`;

const AdvertLink = styled.a`
  display: block;
  color: ${({ theme }) => theme.colors.text};
  border-radius: ${({ theme }) => theme.radius.md};
  ${focusRing}
`;

const Caption = styled.figcaption`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.875rem;
`;

const Fallback = styled.span`
  display: block;
  padding: ${({ theme }) => theme.space(3)};
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radius.md};
  font-weight: 600;
`;

function AdvertItem({ advert, hrefFor }: { advert: Advert; hrefFor?: (path: string) => string }) {
  const t = useTranslations('layout');
  const link = safeLink(advert.link);
  const image = safeLink(advert.attachment_path);
  const alt = advert.link_name?.trim() || advert.name;
  const width = advert.width_in_pixels ?? undefined;
  const height = advert.height_in_pixels ?? undefined;

  const visual = image ? (
    <img
      src={hrefOf(image)}
      alt={alt}
      width={width || undefined}
      height={height || undefined}
      loading="lazy"
      decoding="async"
    />
  ) : (
    <Fallback>{alt}</Fallback>
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
      <AdvertLink href={href} onClick={openPopup} data-popup="true">
        {visual}
        <VisuallyHidden> ({t('opensInNewWindow')})</VisuallyHidden>
      </AdvertLink>
    ) : (
      <AdvertLink href={href}>{visual}</AdvertLink>
    );
  }

  return (
    <Item data-advert={String(advert.id)}>
      {body}
      {advert.show_description && advert.description ? (
        <Caption>{advert.description}</Caption>
      ) : null}
    </Item>
  );
}

export function AdvertWidget({ adverts, viewer, hrefFor }: AdvertWidgetProps) {
  const t = useTranslations('layout');
  const visible = adverts.filter((advert) => audienceVisible(advert.audience, viewer));
  if (visible.length === 0) return null;
  return (
    <List aria-label={t('adverts')}>
      {visible.map((advert) => (
        <AdvertItem key={String(advert.id)} advert={advert} hrefFor={hrefFor} />
      ))}
    </List>
  );
}
