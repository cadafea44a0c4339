import { css } from 'styled-components';
import { focusRingCss } from './theme';

/**
 * The visible keyboard focus ring, in the brand's `focus` colour (the same declarations as
 * `focusRingCss()` for static CSS).
 */
export const focusRing = css`
  &:focus-visible {
    ${focusRingCss()};
  }
`;

/** The focus ring drawn inside the box, for rows in a scrolling list that would clip it. */
export const focusRingInset = css`
  &:focus-visible {
    ${focusRingCss({ inset: true })};
  }
`;

/** Hidden on screen, still read by assistive technology (and still focusable when it is a control). */
export const visuallyHidden = css`
  position: absolute;
  width: 1px;
  height: 1px;
  margin: -1px;
  padding: 0;
  border: 0;
  overflow: hidden;
  clip: rect(0 0 0 0);
  clip-path: inset(50%);
  white-space: nowrap;
`;
