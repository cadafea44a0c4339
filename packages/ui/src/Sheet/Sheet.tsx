'use client';

import * as RadixDialog from '@radix-ui/react-dialog';
import { useRef, type ReactNode } from 'react';
import { css, keyframes, styled } from 'styled-components';
import { visuallyHidden } from '../theme/styles';
import { motion, scrim, zIndex } from '../theme/theme';

/** The edge of the viewport the sheet is attached to (and slides in from). */
export type SheetSide = 'bottom' | 'left' | 'right';

/** The stacking layers a sheet may take (see `zIndex`). */
export type SheetLayer = 'drawer' | 'sheet' | 'menuDrawer';

/** `data-*` attributes for a part of the sheet (end-to-end tests and styles find parts by them). */
export type SheetDataAttributes = { [name: `data-${string}`]: string | undefined };

const fadeIn = keyframes`
  from { opacity: 0; }
  to { opacity: 1; }
`;

const slideIn: Record<SheetSide, ReturnType<typeof keyframes>> = {
  left: keyframes`
    from { transform: translateX(-100%); }
    to { transform: translateX(0); }
  `,
  right: keyframes`
    from { transform: translateX(100%); }
    to { transform: translateX(0); }
  `,
  bottom: keyframes`
    from { transform: translateY(100%); }
    to { transform: translateY(0); }
  `,
};

const Overlay = styled(RadixDialog.Overlay)<{ $layer: SheetLayer; $animated: boolean }>`
  position: fixed;
  inset: 0;
  z-index: ${({ $layer }) => zIndex[$layer]};
  background: ${scrim};
  ${({ $animated }) =>
    $animated &&
    css`
      animation: ${fadeIn} ${motion.duration.base} ${motion.easing.out};

      ${motion.reduce} {
        animation: none;
      }
    `}
`;

const sideRules: Record<SheetSide, ReturnType<typeof css>> = {
  bottom: css`
    inset-inline: 0;
    bottom: 0;
    max-height: calc(100dvh - 3rem);
    border-radius: ${({ theme }) => `${theme.radius.lg} ${theme.radius.lg} 0 0`};
  `,
  left: css`
    inset-block: 0;
    left: 0;
    width: 90vw;
    max-width: 380px;
    box-shadow: 0 0 24px rgb(0 0 0 / 0.3);
  `,
  right: css`
    inset-block: 0;
    right: 0;
    width: 90vw;
    max-width: 380px;
    box-shadow: 0 0 24px rgb(0 0 0 / 0.3);
  `,
};

const Panel = styled(RadixDialog.Content)<{
  $side: SheetSide;
  $layer: SheetLayer;
  $animated: boolean;
}>`
  position: fixed;
  z-index: ${({ $layer }) => zIndex[$layer] + 1};
  box-sizing: border-box;
  overflow-y: auto;
  overscroll-behavior: contain;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  ${({ $side }) => sideRules[$side]}
  ${({ $animated, $side }) =>
    $animated &&
    css`
      animation: ${slideIn[$side]} ${motion.duration.slow} ${motion.easing.out};

      ${motion.reduce} {
        animation: none;
      }
    `}

  &:focus {
    outline: none;
  }
`;

const HiddenHeading = styled.h2`
  ${visuallyHidden}
`;

const HiddenText = styled.span`
  ${visuallyHidden}
`;

export interface SheetProps {
  open: boolean;
  /** Called with `false` on Escape or a click on the backdrop. */
  onOpenChange: (open: boolean) => void;
  side: SheetSide;
  /** The sheet's accessible name. It is visually hidden: the content shows its own header. */
  title: string;
  /**
   * The hidden title as a heading (`h2`, the default) or as plain text (`span`) when the content
   * already starts with a visible heading of the same name.
   */
  titleElement?: 'h2' | 'span';
  children?: ReactNode;
  /** The stacking layer; defaults to `drawer`. The panel sits one step above its backdrop. */
  layer?: SheetLayer;
  /** Slide in (and fade the backdrop in) unless the player prefers reduced motion. Default true. */
  animated?: boolean;
  /**
   * Give focus back on close to the element that had it when the sheet opened (the sheet has no
   * Radix trigger: it is opened from elsewhere in the page). Without it Radix's own handling applies.
   */
  returnFocusToOpener?: boolean;
  /** The panel's id (for the opener's `aria-controls`). */
  id?: string | undefined;
  /** Extra rules for the panel, e.g. from `styled(Sheet)`: they come after the sheet's own. */
  className?: string | undefined;
  panelAttributes?: SheetDataAttributes;
  overlayAttributes?: SheetDataAttributes;
}

/**
 * A modal panel attached to one edge of the viewport over a dimmed page (Radix Dialog): the
 * betslip's bottom sheet, the mobile menu's side drawer. Focus moves in and is trapped, the page
 * behind is inert and does not scroll, and Escape and the backdrop close it. The panel scrolls on
 * its own; a bottom sheet leaves 3 rem of page above it, a side sheet is 90vw up to 380 px wide.
 */
export function Sheet({
  open,
  onOpenChange,
  side,
  title,
  titleElement = 'h2',
  children,
  layer = 'drawer',
  animated = true,
  returnFocusToOpener = false,
  id,
  className,
  panelAttributes,
  overlayAttributes,
}: SheetProps) {
  const opener = useRef<HTMLElement | null>(null);
  const Title = titleElement === 'span' ? HiddenText : HiddenHeading;
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <Overlay $layer={layer} $animated={animated} {...overlayAttributes} />
        <Panel
          {...panelAttributes}
          id={id}
          className={className}
          $side={side}
          $layer={layer}
          $animated={animated}
          aria-describedby={undefined}
          onOpenAutoFocus={
            returnFocusToOpener
              ? () => {
                  // Still the element that opened the sheet: focus moves in after this event.
                  const active = document.activeElement;
                  opener.current =
                    active instanceof HTMLElement && active !== document.body ? active : null;
                }
              : undefined
          }
          onCloseAutoFocus={
            returnFocusToOpener
              ? (event) => {
                  const target = opener.current;
                  opener.current = null;
                  if (target?.isConnected) {
                    event.preventDefault();
                    target.focus();
                  }
                }
              : undefined
          }
        >
          <RadixDialog.Title asChild>
            <Title>{title}</Title>
          </RadixDialog.Title>
          {children}
        </Panel>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
