import { render, screen } from '@testing-library/react';
import { describe, it, expect } from 'vitest';
import { AppLink } from './AppLink';

describe('AppLink', () => {
  it('renders internal links through next/link', () => {
    render(<AppLink link={{ kind: 'internal', href: '/es/sports' }}>Sports</AppLink>);
    const link = screen.getByRole('link', { name: 'Sports' });
    expect(link).toHaveAttribute('href', '/es/sports');
    expect(link).not.toHaveAttribute('target');
  });

  it('renders plain and external links as plain anchors in the same window', () => {
    render(
      <>
        <AppLink link={{ kind: 'plain', href: '/app/deposit' }}>Plain</AppLink>
        <AppLink link={{ kind: 'external', href: 'https://x.example/' }} className="c">
          External
        </AppLink>
      </>,
    );
    expect(screen.getByRole('link', { name: 'Plain' })).toHaveAttribute('href', '/app/deposit');
    const external = screen.getByRole('link', { name: 'External' });
    expect(external).toHaveAttribute('href', 'https://x.example/');
    expect(external).toHaveClass('c');
    expect(external).not.toHaveAttribute('target');
  });

  it('opens a new window without an opener when asked', () => {
    render(
      <AppLink link={{ kind: 'internal', href: '/cashier' }} newWindow>
        Cashier
      </AppLink>,
    );
    const link = screen.getByRole('link', { name: 'Cashier' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(link).toHaveAttribute('href', '/cashier');
  });
});
