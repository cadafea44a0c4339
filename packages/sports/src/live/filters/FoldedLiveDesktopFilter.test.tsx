import { renderWithProviders } from '@clem/ui/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import sportsEn from '../../messages/en.json';
import { FoldedLiveDesktopFilter } from './FoldedLiveDesktopFilter';
import { sampleCompetitions } from './sampleCompetitions';

describe('FoldedLiveDesktopFilter', () => {
  it('renders the panel only once the player opens the fold, and keeps it', async () => {
    renderWithProviders(
      <FoldedLiveDesktopFilter summary="Filter" competitions={sampleCompetitions} />,
      { messages: sportsEn, preloadedState: {} },
    );
    const user = userEvent.setup();
    const fold = screen.getByText('Filter');
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    await user.click(fold);
    expect(await screen.findByRole('checkbox', { name: /^All competitions/ })).toBeChecked();
    await user.click(fold);
    expect(fold.closest('details')?.open).toBe(false);
    expect(screen.getByRole('checkbox', { name: /^All competitions/, hidden: true })).toBeChecked();
  });
});
