'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useSyncExternalStore, type CSSProperties } from 'react';
import { toast, Toaster, type ExternalToast } from 'sonner';
import { createGlobalStyle, useTheme } from 'styled-components';
import { focusRingCss } from '@clem/ui/tokens';
import { zIndex } from '../layout/tokens';
import { isThemeMode } from '../theme/themeScript';
import { TOAST_DURATION_MS, toastFor } from './catalogue';
import { connectToasts, type ToastRequest } from './notify';

/** Spec §9: Alt+T moves focus to the toasts. */
export const TOAST_HOTKEY = ['altKey', 'KeyT'];

type Translate = (key: string, values?: Record<string, string | number>) => string;

/** Translates a request and hands it to sonner with the catalogue's type and duration. */
export function showToast(request: ToastRequest, translate: Translate): void {
  const entry = toastFor(request.key);
  // A message without {reference} ignores the value; the betslip one shows '-' when none came.
  const text = translate(`messages.${entry.messageKey}`, {
    reference: request.reference ?? '-',
    ...request.values,
  });
  const options: ExternalToast = { duration: entry.duration };
  switch (entry.type) {
    case 'success':
      toast.success(text, options);
      break;
    case 'warning':
      toast.warning(text, options);
      break;
    case 'error':
      toast.error(text, options);
      break;
    case 'info':
      toast.info(text, options);
      break;
    default:
      toast.message(text, options);
  }
}

function subscribeTheme(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });
  return () => observer.disconnect();
}

function documentTheme(): 'light' | 'dark' | 'system' {
  const value = document.documentElement.getAttribute('data-theme');
  return isThemeMode(value) ? value : 'system';
}

/** A coloured edge and icon per type, in the brand's status colours. */
const ToastTypeStyles = createGlobalStyle`
  [data-sonner-toaster] [data-sonner-toast][data-styled='true'] {
    font-size: 0.875rem;
    box-shadow: 0 8px 24px rgb(0 0 0 / 0.2);
  }
  [data-sonner-toaster] [data-sonner-toast][data-type='success'] {
    border-left: 4px solid ${({ theme }) => theme.colors.success};
    [data-icon] { color: ${({ theme }) => theme.colors.success}; }
  }
  [data-sonner-toaster] [data-sonner-toast][data-type='warning'] {
    border-left: 4px solid ${({ theme }) => theme.colors.warning};
    [data-icon] { color: ${({ theme }) => theme.colors.warning}; }
  }
  [data-sonner-toaster] [data-sonner-toast][data-type='error'] {
    border-left: 4px solid ${({ theme }) => theme.colors.danger};
    [data-icon] { color: ${({ theme }) => theme.colors.danger}; }
  }
  [data-sonner-toaster] [data-sonner-toast][data-type='info'] {
    border-left: 4px solid ${({ theme }) => theme.colors.primary};
    [data-icon] { color: ${({ theme }) => theme.colors.primary}; }
  }
  [data-sonner-toaster] [data-sonner-toast] [data-close-button]:focus-visible,
  [data-sonner-toaster] [data-sonner-toast]:focus-visible {
    ${focusRingCss()};
  }
`;

/**
 * The toast renderer, loaded lazily by ToastHost on the first notify(): sonner's <Toaster> plus
 * the bridge from the notify queue. Spec §9: top-right, auto close 5000 ms (the betslip 500:
 * 10 s, from the catalogue), hotkey Alt+T, types success/warning/error/info/default; a close
 * button on every toast. Colours are the brand's CSS variables, so the light/dark switch on
 * <html data-theme> restyles the toasts by CSS; sonner's own `theme` follows the same attribute.
 * Accessibility: sonner's labelled region (translated, with the hotkey) and its polite live
 * region announce each toast.
 *
 * Swipe to dismiss: the spec asks for a drag of 80 % of the width. sonner 2.0.8 cannot be
 * configured for that: its threshold is a fixed 45 px (`SWIPE_THRESHOLD` in dist/index.mjs),
 * or a fast flick (velocity above 0.11 px/ms). Chosen behaviour: sonner's built-in threshold,
 * swiping to the right only (towards the screen edge the toasts sit on). The close button and
 * the auto close remain for players who do not swipe.
 */
export function SonnerToaster() {
  const t = useTranslations('toasts');
  const theme = useTheme();
  const mode = useSyncExternalStore(subscribeTheme, documentTheme, () => 'system' as const);

  // Children's effects run first, so sonner's <Toaster> listens before the queue drains.
  useEffect(() => connectToasts((request) => showToast(request, t as unknown as Translate)), [t]);

  const style = {
    '--normal-bg': theme.colors.surfaceRaised,
    '--normal-border': theme.colors.border,
    '--normal-text': theme.colors.text,
    '--border-radius': theme.radius.md,
    fontFamily: theme.fonts.body,
    zIndex: zIndex.toast,
  } as CSSProperties;

  return (
    <>
      <ToastTypeStyles />
      <Toaster
        position="top-right"
        duration={TOAST_DURATION_MS}
        hotkey={TOAST_HOTKEY}
        closeButton
        theme={mode}
        swipeDirections={['right']}
        containerAriaLabel={t('region')}
        toastOptions={{ closeButtonAriaLabel: t('close') }}
        style={style}
      />
    </>
  );
}
