'use client';

import {
  selectFrame,
  selectGatingContext,
  selectSettings,
  settingFlag,
  thirdPartyVisible,
  useAppSelector,
  type GatingContext,
} from '@clem/core';
import { useMemo } from 'react';
import { resolveLink } from '../../links/targets';
import { useFrameConfig } from '../frameConfig';

/** The gating context of the current player: their currency, else the operator's. */
export function useGating(): GatingContext {
  return useAppSelector(selectGatingContext);
}

/** The link helper bound to this page's locale and brand. */
export function useResolveHref() {
  const config = useFrameConfig();
  return useMemo(() => {
    const context = {
      localePrefix: config.localePrefix,
      plainAnchorPrefixes: config.plainAnchorPrefixes,
    };
    return (link: string) => resolveLink(link, context);
  }, [config.localePrefix, config.plainAnchorPrefixes]);
}

/**
 * Whether the page has the header and the menu ("no header or menu in the layout" makes my
 * account replace promos in the footer): the header shows (clem_show_header, not native, not
 * content-only).
 */
export function useLayoutHasHeaderAndMenu(): boolean {
  const settings = useAppSelector(selectSettings);
  const frame = useAppSelector(selectFrame);
  return (
    settingFlag(settings, 'clem_show_header', true) && !frame.isNativeApp && !frame.isContentOnly
  );
}

/** Kiron virtuals show in the footer when enabled (enable_kiron_virtuals) and not gated away. */
export function useKironVirtualsEnabled(): boolean {
  const gating = useGating();
  return (
    settingFlag(gating.settings, 'enable_kiron_virtuals') &&
    thirdPartyVisible('kiron-virtuals', gating)
  );
}
