'use client';

import type { ComponentPropsWithRef } from 'react';
import { styled } from 'styled-components';
import { visuallyHidden } from '../theme/styles';

export type VisuallyHiddenProps = ComponentPropsWithRef<'span'>;

const Hidden = styled.span`
  ${visuallyHidden}
`;

/** Text for assistive technology only: a label, a count's unit, a heading a sighted user does not need. */
export function VisuallyHidden(props: VisuallyHiddenProps) {
  return <Hidden {...props} />;
}
