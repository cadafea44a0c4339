import { screen } from '@testing-library/react';
import { useTranslations } from 'next-intl';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, renderWithProviders } from './index';

function Greeting() {
  const t = useTranslations('greeting');
  return <p>{t('hello', { name: 'Ada' })}</p>;
}

describe('renderWithProviders', () => {
  it('provides the messages of a locale', () => {
    renderWithProviders(<Greeting />, {
      locale: 'es',
      messages: { greeting: { hello: 'Hola, {name}' } },
    });
    expect(screen.getByText('Hola, Ada')).toBeInTheDocument();
  });

  it('provides no store unless asked, and a real one answered by the platform stub when asked', () => {
    expect(renderWithProviders(<p>none</p>).store).toBeUndefined();
    const { store } = renderWithProviders(<p>some</p>, { platform: () => ({ body: {} }) });
    expect(store?.getState()).toHaveProperty('session');
  });
});

describe('expectNoAxeViolations', () => {
  it('passes a clean fragment and fails one with a WCAG violation', async () => {
    const { container } = renderWithProviders(<button type="button">Save</button>);
    await expectNoAxeViolations(container);
    const broken = renderWithProviders(<img src="x.png" />).container;
    await expect(expectNoAxeViolations(broken)).rejects.toThrow(/image-alt/);
  });
});
