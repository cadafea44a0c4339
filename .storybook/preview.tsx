import {
  type BrandId,
  brandIds,
  brandStylesheet,
  defaultBrandId,
  getBrand,
  isBrandId,
} from '@clem/brand-config';
import { frameStaticCss } from '@clem/shell/static-css';
import { sportsStyles } from '@clem/sports/styles';
import { ClemThemeProvider } from '@clem/ui';
import type { Decorator, Preview } from '@storybook/react-vite';
import { type ReactNode, useLayoutEffect, useMemo } from 'react';

type Mode = 'light' | 'dark';

/** What the apps' root layout does too: the page takes the brand's background, text and font. */
const pageCss = `
html, body {
  background: var(--clem-color-background);
  color: var(--clem-color-text);
  font-family: var(--clem-font-body);
}
`;

interface BrandFrameProps {
  brandId: BrandId;
  mode: Mode;
  children: ReactNode;
}

/**
 * The brand's CSS variables in a `<style>` and the mode on `<html data-theme>`, as an app sets them
 * before paint, with the static stylesheets of the always-loaded parts (the layout's too). The styled-components theme is the same object for every brand and mode, so a
 * switch in the toolbar is pure CSS.
 */
function BrandFrame({ brandId, mode, children }: BrandFrameProps) {
  useLayoutEffect(() => {
    document.documentElement.dataset.theme = mode;
  }, [mode]);
  const css = useMemo(
    () => brandStylesheet(getBrand(brandId)) + pageCss + frameStaticCss + sportsStyles,
    [brandId],
  );
  return (
    <>
      <style data-clem-brand={brandId}>{css}</style>
      <ClemThemeProvider>{children}</ClemThemeProvider>
    </>
  );
}

const withBrand: Decorator = (Story, context) => {
  const brand: unknown = context.globals.brand;
  const brandId = isBrandId(brand) ? brand : defaultBrandId;
  const mode: Mode = context.globals.mode === 'dark' ? 'dark' : 'light';
  return (
    <BrandFrame brandId={brandId} mode={mode}>
      <Story />
    </BrandFrame>
  );
};

const preview: Preview = {
  decorators: [withBrand],
  globalTypes: {
    brand: {
      description: 'Brand (its theme tokens and fonts from @clem/brand-config)',
      toolbar: {
        title: 'Brand',
        icon: 'paintbrush',
        items: brandIds.map((id) => ({ value: id, title: getBrand(id).displayName })),
        dynamicTitle: true,
      },
    },
    mode: {
      description: 'Light or dark (<html data-theme>)',
      toolbar: {
        title: 'Mode',
        icon: 'mirror',
        items: [
          { value: 'light', title: 'Light', icon: 'sun' },
          { value: 'dark', title: 'Dark', icon: 'moon' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { brand: defaultBrandId, mode: 'light' },
  parameters: {
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    // Stories double as component tests: an axe violation fails a story under a test runner.
    // They check WCAG 2.2 AA (and axe's best practices), as the unit-level axe checks do.
    a11y: {
      test: 'error',
      options: {
        runOnly: {
          type: 'tag',
          values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'],
        },
      },
    },
  },
  tags: ['autodocs'],
};

export default preview;
