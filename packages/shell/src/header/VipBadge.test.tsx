import { screen } from '@testing-library/react';
import { describe, it, expect } from 'vitest';
import { VipBadge } from './VipBadge';
import { vipTier } from './vip';
import { renderHeader } from './test/renderHeader';

describe('VipBadge', () => {
  it('writes the tier out', () => {
    renderHeader(<VipBadge tier={vipTier('17')} />);
    expect(screen.getByText('VIP Gold')).toHaveAttribute('data-tier', 'gold');
  });

  it('renders nothing without a tier', () => {
    const { container } = renderHeader(<VipBadge tier={vipTier(99)} />);
    expect(container).toBeEmptyDOMElement();
  });
});
