import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DesktopSideMenu, type DesktopSideMenuProps } from './DesktopSideMenu';
import { SideMenuTiers } from './SideMenuTiers';
import { sampleResolveHref, sampleSportTree, sampleTiers } from './menuSample';
import { mockViewportWidth, renderWithProviders } from '@clem/ui/testing';
import { shellMessagesEnglish } from '../messages/english';

let viewport: ReturnType<typeof mockViewportWidth> | null = null;

afterEach(() => {
  viewport?.restore();
  viewport = null;
});

function renderDesktop(props: Partial<DesktopSideMenuProps> = {}) {
  const onExpandedChange = vi.fn();
  const utils = renderWithProviders(
    <DesktopSideMenu expanded onExpandedChange={onExpandedChange} {...props}>
      <SideMenuTiers
        tiers={sampleTiers({ device: 'desktop', loggedIn: true })}
        resolveHref={sampleResolveHref}
        sportTree={sampleSportTree}
      />
    </DesktopSideMenu>,
    { messages: shellMessagesEnglish },
  );
  return { ...utils, onExpandedChange };
}

const panelState = () => {
  const panel = document.querySelector('[data-collapsed]');
  return {
    collapsed: panel?.getAttribute('data-collapsed'),
    temporary: panel?.getAttribute('data-temporary'),
  };
};

function Stateful() {
  const [expanded, setExpanded] = useState(true);
  return (
    <DesktopSideMenu expanded={expanded} onExpandedChange={setExpanded}>
      <a href="/">Home</a>
    </DesktopSideMenu>
  );
}

describe('DesktopSideMenu', () => {
  it('is a complementary landmark whose toggle has aria-expanded and aria-controls', () => {
    viewport = mockViewportWidth(1440);
    renderDesktop();
    expect(screen.getByRole('complementary', { name: 'Side menu' })).toBeInTheDocument();
    const toggle = screen.getByRole('button', { name: 'Collapse menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const controlled = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(controlled).toContainElement(screen.getByRole('navigation', { name: 'Main menu' }));
    expect(panelState()).toEqual({ collapsed: 'false', temporary: 'false' });
  });

  it('the toggle reports the change; Enter and Space work on it', async () => {
    viewport = mockViewportWidth(1440);
    const user = userEvent.setup();
    renderWithProviders(<Stateful />, { messages: shellMessagesEnglish });
    const toggle = screen.getByRole('button', { name: 'Collapse menu' });
    act(() => toggle.focus());
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Expand menu' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await user.keyboard(' ');
    expect(screen.getByRole('button', { name: 'Collapse menu' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });

  it('collapsed: icons only, the labels still name the links', () => {
    viewport = mockViewportWidth(1440);
    renderDesktop({ expanded: false });
    expect(panelState()).toEqual({ collapsed: 'true', temporary: 'false' });
    expect(screen.getByRole('link', { name: 'Home' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Expand menu' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  it('collapsed: expands temporarily on hover without changing expanded', async () => {
    viewport = mockViewportWidth(1440);
    const user = userEvent.setup();
    const { onExpandedChange } = renderDesktop({ expanded: false });
    await user.hover(screen.getByRole('complementary'));
    expect(panelState()).toEqual({ collapsed: 'false', temporary: 'true' });
    expect(screen.getByRole('button', { name: 'Expand menu' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await user.unhover(screen.getByRole('complementary'));
    expect(panelState()).toEqual({ collapsed: 'true', temporary: 'false' });
    expect(onExpandedChange).not.toHaveBeenCalled();
  });

  it('collapsed: expands temporarily while keyboard focus is inside', async () => {
    viewport = mockViewportWidth(1440);
    const user = userEvent.setup();
    renderWithProviders(
      <>
        <DesktopSideMenu expanded={false} onExpandedChange={() => {}}>
          <a href="/">Home</a>
        </DesktopSideMenu>
        <button type="button">After</button>
      </>,
      { messages: shellMessagesEnglish },
    );
    await user.tab();
    expect(screen.getByRole('button', { name: 'Expand menu' })).toHaveFocus();
    expect(panelState().temporary).toBe('true');
    await user.tab();
    expect(screen.getByRole('link', { name: 'Home' })).toHaveFocus();
    expect(panelState().temporary).toBe('true');
    await user.tab();
    expect(screen.getByRole('button', { name: 'After' })).toHaveFocus();
    expect(panelState()).toEqual({ collapsed: 'true', temporary: 'false' });
  });

  it('is forced collapsed on desktop widths below wide, without a toggle', () => {
    viewport = mockViewportWidth(1200);
    renderDesktop({ expanded: true });
    expect(panelState().collapsed).toBe('true');
    expect(screen.queryByRole('button', { name: /menu/ })).not.toBeInTheDocument();
  });

  it('follows the viewport: wide to not-wide collapses, back to wide restores the choice', () => {
    viewport = mockViewportWidth(1440);
    renderDesktop({ expanded: true });
    expect(panelState().collapsed).toBe('false');
    act(() => viewport?.setWidth(1100));
    expect(panelState().collapsed).toBe('true');
    act(() => viewport?.setWidth(1366));
    expect(panelState().collapsed).toBe('false');
    expect(screen.getByRole('button', { name: 'Collapse menu' })).toBeInTheDocument();
  });

  it('forceCollapsed overrides the viewport', () => {
    viewport = mockViewportWidth(1440);
    renderDesktop({ expanded: true, forceCollapsed: true });
    expect(panelState().collapsed).toBe('true');
  });
});
