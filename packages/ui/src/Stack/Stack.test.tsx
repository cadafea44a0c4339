import { screen } from '@testing-library/react';
import { renderWithProviders } from '../test/renderWithProviders';
import { uiCss } from '../theme/uiCss';
import { Stack } from './Stack';

/** The static stylesheet the apps and Storybook inject into <head>. */
let sheet: HTMLStyleElement;
beforeAll(() => {
  sheet = document.createElement('style');
  sheet.textContent = uiCss;
  document.head.append(sheet);
});
afterAll(() => sheet.remove());

describe('Stack', () => {
  it('lays children out in a column with a theme gap by default', () => {
    renderWithProviders(
      <Stack data-testid="stack">
        <span>a</span>
        <span>b</span>
      </Stack>,
    );
    expect(screen.getByTestId('stack')).toHaveStyle({
      display: 'flex',
      flexDirection: 'column',
      gap: '0.5rem',
    });
  });

  it('takes direction, gap, alignment and wrapping', () => {
    renderWithProviders(
      <Stack
        data-testid="stack"
        direction="row"
        gap={4}
        align="center"
        justify="space-between"
        wrap
      >
        <span>a</span>
      </Stack>,
    );
    expect(screen.getByTestId('stack')).toHaveStyle({
      flexDirection: 'row',
      gap: '1rem',
      alignItems: 'center',
      justifyContent: 'space-between',
      flexWrap: 'wrap',
    });
  });
});
