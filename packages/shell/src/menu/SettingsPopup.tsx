'use client';

import * as Popover from '@radix-ui/react-popover';
import type { ReactNode } from 'react';
import { styled } from 'styled-components';
import { focusRing, zIndex } from '@clem/ui';
import { MenuIcon } from './MenuIcon';
import { interactiveRow, MenuLabel } from './menuLinks';

const SettingsButton = styled.button`
  ${interactiveRow}
`;

/** Above the mobile menu drawer, so it shows inside it. */
const SettingsContent = styled(Popover.Content)`
  z-index: ${zIndex.menuDrawerPopover};
  box-sizing: border-box;
  width: min(22rem, calc(100vw - 2rem));
  max-height: var(--radix-popover-content-available-height);
  overflow-y: auto;
  padding: ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: 0 8px 24px rgb(0 0 0 / 0.25);
  ${focusRing}
`;

/** The side menu's settings popup (spec §2 side menu tier 5): a button opening a popover. */
export function SettingsPopup({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Popover.Root>
      <Popover.Trigger asChild>
        <SettingsButton type="button">
          <MenuIcon name="settings" />
          <MenuLabel>{label}</MenuLabel>
        </SettingsButton>
      </Popover.Trigger>
      <Popover.Portal>
        <SettingsContent
          side="top"
          align="start"
          sideOffset={4}
          collisionPadding={8}
          aria-label={label}
        >
          {children}
        </SettingsContent>
      </Popover.Portal>
    </Popover.Root>
  );
}
