import { uiCss } from '@clem/ui/css';
import { headerCss } from '../header/headerCss';
import { layoutCss } from '../layout/layoutCss';

/**
 * The always-loaded parts' stylesheet: the ui primitives first (callers' own classes come later
 * and win), then the header and the frame. Plain CSS on static classes, in the layout's nonce'd
 * <style>: no styled-components runtime in a page's first JavaScript and no style work at
 * hydration. Storybook's preview injects the same text.
 */
export const frameStaticCss = uiCss + headerCss + layoutCss;
