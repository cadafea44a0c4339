import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../test/renderWithProviders';
import { ErrorState } from './ErrorState';

describe('ErrorState', () => {
  it('is an alert with the title as a heading and the message', () => {
    renderWithProviders(
      <ErrorState title="Something went wrong" message="The events could not be loaded." />,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Something went wrong');
    expect(alert).toHaveTextContent('The events could not be loaded.');
    expect(screen.getByRole('heading', { level: 2, name: 'Something went wrong' })).toBeVisible();
  });

  it('calls onRetry from the retry button, by mouse and by keyboard', async () => {
    const user = userEvent.setup();
    const onRetry = vi.fn();
    renderWithProviders(<ErrorState title="Offline" onRetry={onRetry} retryLabel="Try again" />);
    const retry = screen.getByRole('button', { name: 'Try again' });
    await user.click(retry);
    expect(onRetry).toHaveBeenCalledTimes(1);
    retry.blur();
    await user.tab();
    expect(retry).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onRetry).toHaveBeenCalledTimes(2);
  });

  it('shows no button without onRetry or without a label', () => {
    const { rerender } = renderWithProviders(<ErrorState title="Offline" retryLabel="Try again" />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    rerender(<ErrorState title="Offline" onRetry={() => {}} />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('hides the icon from assistive technology and takes a heading level', () => {
    renderWithProviders(
      <ErrorState title="Not found" headingLevel={3} icon={<span data-testid="icon">!</span>} />,
    );
    expect(screen.getByTestId('icon').parentElement).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByRole('heading', { level: 3, name: 'Not found' })).toBeInTheDocument();
  });
});
