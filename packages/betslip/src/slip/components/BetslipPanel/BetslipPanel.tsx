'use client';

import { Button, focusRing, visuallyHidden, VisuallyHidden } from '@clem/ui';
import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useId, useRef } from 'react';
import { styled } from 'styled-components';
import type { BetKey } from '@clem/core/domain';
import type { SlipActions, SlipLineView, SlipView } from '../../view';
import { BetLineRow } from '../BetLineRow';
import { Keypad } from '../Keypad';
import { ChevronIcon, CloseIcon, IconButton, PlainList, SectionTitle } from '../parts';
import { PlacementReceipt } from '../PlacementReceipt';
import { RetailCode } from '../RetailCode';
import { SelectionCard } from '../SelectionCard';
import { SlipMessages } from '../SlipMessages';
import { PlaceButton, SlipSummary } from '../SlipSummary';
import { EmptySlip } from './EmptySlip';
import { useInPlayDelayAnnouncement, usePriceAnnouncement } from '../../live/useLiveAnnouncements';

export interface BetslipPanelProps {
  view: SlipView;
  actions: SlipActions;
  /**
   * The layout uses the on-screen keypad (mobile): stake fields open no device keyboard and the
   * keypad shows while `view.keypad` is present.
   */
  touchKeypad?: boolean;
  className?: string;
}

const Panel = styled.div`
  display: flex;
  flex-direction: column;
  width: 100%;
  min-width: 0;
  max-height: 100%;
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  font-family: ${({ theme }) => theme.fonts.body};
  font-size: 1rem;
`;

const Header = styled.div`
  position: relative;
  flex: none;
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(2)}
    ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(3)};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
`;

const TitleRow = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
`;

const Title = styled.h2`
  display: flex;
  flex: 1 1 auto;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  min-width: 0;
  margin: 0;
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: 1.125rem;
  font-weight: 700;
  ${focusRing}
`;

const CountBadge = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 1.5rem;
  height: 1.5rem;
  padding: 0 ${({ theme }) => theme.space(1.5)};
  border-radius: 999px;
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-size: 0.8125rem;
  font-weight: 700;
  font-variant-numeric: tabular-nums;
`;

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(1)};
  margin-inline-start: calc(-1 * ${({ theme }) => theme.space(1)});
`;

const Toggle = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  min-height: 2.75rem;
  padding: 0 ${({ theme }) => theme.space(1)};
  border: 0;
  border-radius: ${({ theme }) => theme.radius.md};
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-size: 0.875rem;
  font-weight: 600;
  cursor: pointer;
  ${focusRing}

  svg {
    width: 1.125rem;
    height: 1.125rem;
    transition: transform 120ms ease;
  }

  &[aria-expanded='true'] svg {
    transform: rotate(180deg);
  }

  @media (prefers-reduced-motion: reduce) {
    svg {
      transition: none;
    }
  }
`;

const RemoveAll = styled(Button)`
  && {
    margin-inline-start: auto;
    padding: 0 ${({ theme }) => theme.space(2)};
    font-size: 0.875rem;
  }
`;

const Progress = styled.span`
  position: absolute;
  inset: auto 0 -1px;
  height: 2px;
  overflow: hidden;

  &::after {
    content: '';
    position: absolute;
    inset: 0;
    width: 40%;
    background: ${({ theme }) => theme.colors.primary};
    animation: clem-slip-refresh 1.1s ease-in-out infinite;
  }

  @keyframes clem-slip-refresh {
    from {
      transform: translateX(-100%);
    }
    to {
      transform: translateX(250%);
    }
  }

  @media (prefers-reduced-motion: reduce) {
    &::after {
      width: 100%;
      animation: none;
      opacity: 0.6;
    }
  }
`;

const Body = styled.div`
  display: grid;
  flex: 1 1 auto;
  align-content: start;
  gap: ${({ theme }) => theme.space(3)};
  min-height: 0;
  padding: ${({ theme }) => theme.space(3)};
  overflow-y: auto;
  overscroll-behavior: contain;
`;

const Section = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
`;

/** "Singles": a heading for screen-reader navigation; the cards speak for themselves on screen. */
const HiddenTitle = styled(SectionTitle)`
  ${visuallyHidden}
`;

const Footer = styled.div`
  display: grid;
  flex: none;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(3)};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
`;

/**
 * The stake field that should take focus once changed prices are accepted: the first bet that
 * remains placeable (an open selection's single not on a free bet, else, while every selection is
 * open, the first multiple or system line). Undefined when there is none.
 */
export function firstRemainingStake(view: SlipView): BetKey | undefined {
  const single = view.selections.find((s) => s.state === 'open' && s.stakeable && !s.freeBet?.used);
  if (single) return single.key;
  if (view.selections.some((s) => s.state !== 'open')) return undefined;
  return [...view.multiples, ...view.systems].find((line) => !line.freeBet?.used)?.key;
}

interface LineSectionProps {
  id?: string | undefined;
  title: string;
  lines: readonly SlipLineView[];
  currency: string;
  touchKeypad: boolean;
  locked: boolean;
  actions: SlipActions;
}

/** The multiples, or the system bets: a titled list of bet lines. */
function LineSection({
  id,
  title,
  lines,
  currency,
  touchKeypad,
  locked,
  actions,
}: LineSectionProps) {
  return (
    <Section id={id}>
      <SectionTitle>{title}</SectionTitle>
      <PlainList>
        {lines.map((line) => (
          <li key={line.key}>
            <BetLineRow
              line={line}
              currency={currency}
              touchKeypad={touchKeypad}
              locked={locked}
              actions={actions}
            />
          </li>
        ))}
      </PlainList>
    </Section>
  );
}

/**
 * The whole betslip, from a `SlipView` (betting-area §2 "Betslip panel", §4 "Betslip"): the
 * header (title and count, the system-bets toggle, "Remove all", close), the messages, the
 * singles, the multiples, the systems (expanded only), the keypad, the totals and the Place
 * button, or the receipt once placed. Props only: the container builds the view and handles the
 * calls. While placing or waiting for approval nothing on the slip can be changed.
 *
 * Two polite, visually hidden regions stay in the panel: the price moves of the player's live
 * selections (throttled, see `usePriceAnnouncement`) and the start and end of an in-play bet's
 * delay.
 *
 * "Accept changes" turns into "Place bet" (which may stay disabled, a selection being suspended),
 * so focus never stays on it: once the changes are accepted it moves to the first stake field of
 * a bet that remains (`firstRemainingStake`), where the player checks the stake before placing;
 * on the touch layout, and when no bet remains, to the slip's title, so the keypad does not open
 * by itself and a screen reader starts again from the top of the slip.
 */
export function BetslipPanel({ view, actions, touchKeypad = false, className }: BetslipPanelProps) {
  const t = useTranslations('betslip');
  const id = useId();
  const titleId = `${id}-title`;
  const systemsId = `${id}-systems`;
  const count = view.selections.length;
  const locked = view.phase === 'placing' || view.phase === 'waitingApproval';
  const receipt = view.phase === 'success' ? view.receipt : undefined;
  const systemsAvailable = view.systemBetsAvailable ?? count >= 3;
  const showSystems = view.expanded && view.showSystemBets && view.systems.length > 0;
  const panelRef = useRef<HTMLDivElement>(null);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const focusAfterAccept = useRef(false);
  const { onAcceptChanges } = actions;
  const translate = useCallback(
    (key: string, values?: Record<string, string | number>) => t(key as never, values as never),
    [t],
  );
  const priceAnnouncement = usePriceAnnouncement(view.selections, translate);
  const delayAnnouncement = useInPlayDelayAnnouncement(view, translate);
  // Always in the page (in both the slip and the receipt), so what is set later is announced.
  const liveRegions = (
    <>
      <VisuallyHidden aria-live="polite" aria-atomic="true" data-testid="slip-price-announcement">
        {priceAnnouncement}
      </VisuallyHidden>
      <VisuallyHidden aria-live="polite" aria-atomic="true" data-testid="slip-delay-announcement">
        {delayAnnouncement}
      </VisuallyHidden>
    </>
  );
  const acceptChanges = useCallback(() => {
    focusAfterAccept.current = true;
    onAcceptChanges();
  }, [onAcceptChanges]);
  useEffect(() => {
    if (!focusAfterAccept.current || view.needsAcceptance) return;
    focusAfterAccept.current = false;
    const key = touchKeypad ? undefined : firstRemainingStake(view);
    const field = key
      ? panelRef.current?.querySelector<HTMLInputElement>(`input[data-bet-key="${key}"]`)
      : null;
    (field ?? titleRef.current)?.focus();
  }, [view, touchKeypad]);

  const header = (
    <Header>
      <TitleRow>
        <Title id={titleId} ref={titleRef} tabIndex={-1}>
          {t('ui.title')}
          {count > 0 ? (
            <>
              <CountBadge aria-hidden="true">{count}</CountBadge>
              <VisuallyHidden>{t('ui.selectionCount', { count })}</VisuallyHidden>
            </>
          ) : null}
        </Title>
        <IconButton type="button" aria-label={t('ui.close')} onClick={actions.onClose}>
          <CloseIcon />
        </IconButton>
      </TitleRow>
      {count > 0 && !receipt ? (
        <Toolbar>
          {systemsAvailable ? (
            <Toggle
              type="button"
              aria-expanded={view.expanded}
              aria-controls={showSystems ? systemsId : undefined}
              disabled={locked}
              onClick={() => actions.onExpandedChange(!view.expanded)}
            >
              {t('ui.systemBets')}
              <ChevronIcon />
            </Toggle>
          ) : null}
          <RemoveAll variant="ghost" size="md" disabled={locked} onClick={actions.onRemoveAll}>
            {t('ui.removeAll')}
          </RemoveAll>
        </Toolbar>
      ) : null}
      {view.refreshing ? <Progress aria-hidden="true" data-testid="slip-refreshing" /> : null}
    </Header>
  );

  if (receipt) {
    return (
      <Panel className={className} data-phase={view.phase} aria-labelledby={titleId} role="group">
        {liveRegions}
        {header}
        <Body>
          <SlipMessages messages={view.messages} />
          <PlacementReceipt receipt={receipt} actions={actions} />
        </Body>
      </Panel>
    );
  }

  return (
    <Panel
      ref={panelRef}
      className={className}
      data-phase={view.phase}
      aria-labelledby={titleId}
      aria-busy={locked || undefined}
      role="group"
    >
      {liveRegions}
      {header}
      <Body>
        <SlipMessages messages={view.messages} />
        {count === 0 ? (
          <EmptySlip />
        ) : (
          <>
            <Section>
              <HiddenTitle>{t('ui.singles')}</HiddenTitle>
              <PlainList>
                {view.selections.map((selection) => (
                  <li key={selection.outcomeId}>
                    <SelectionCard
                      selection={selection}
                      currency={view.currency}
                      touchKeypad={touchKeypad}
                      locked={locked}
                      actions={actions}
                    />
                  </li>
                ))}
              </PlainList>
            </Section>
            {view.multiples.length > 0 ? (
              <LineSection
                title={t('ui.multiples')}
                lines={view.multiples}
                currency={view.currency}
                touchKeypad={touchKeypad}
                locked={locked}
                actions={actions}
              />
            ) : null}
            {showSystems ? (
              <LineSection
                id={systemsId}
                title={t('ui.systemBets')}
                lines={view.systems}
                currency={view.currency}
                touchKeypad={touchKeypad}
                locked={locked}
                actions={actions}
              />
            ) : null}
          </>
        )}
      </Body>
      {count > 0 ? (
        <Footer>
          {view.keypad && !locked ? <Keypad keypad={view.keypad} actions={actions} /> : null}
          <SlipSummary summary={view.summary} />
          {view.retailCode && view.phase === 'editing' && !view.needsAcceptance ? (
            <RetailCode retailCode={view.retailCode} actions={actions} />
          ) : (
            <PlaceButton
              phase={view.phase}
              canPlace={view.canPlace}
              needsAcceptance={view.needsAcceptance}
              onPlace={actions.onPlace}
              onAcceptChanges={acceptChanges}
              blockedReason={view.placeBlockedReason}
              inPlayDelay={view.inPlayDelay}
            />
          )}
        </Footer>
      ) : null}
    </Panel>
  );
}
