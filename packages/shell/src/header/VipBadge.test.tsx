import { screen } from '@testing-library/react';
import { describe, it, expect } from 'vitest';
import { VipBadge } from './VipBadge';
import { vipTier } from './vip';
import { renderWithProviders } from '@clem/ui/testing';
import { shellMessagesEnglish } from '../messages/english';

describe('VipBadge', () => {
  it('writes the tier out', () => {
    renderWithProviders(<VipBadge tier={vipTier('17')} />, { messages: shellMessagesEnglish });
    expect(screen.getByText('VIP Gold')).toHaveAttribute('data-tier', 'gold');
  });

  it('renders nothing without a tier', () => {
    const { container } = renderWithProviders(<VipBadge tier={vipTier(99)} />, {
      messages: shellMessagesEnglish,
    });
    expect(container).toBeEmptyDOMElement();
  });
});
