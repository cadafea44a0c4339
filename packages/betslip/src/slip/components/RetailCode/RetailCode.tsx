'use client';

import { Button, focusRing, VisuallyHidden } from '@clem/ui';
import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState } from 'react';
import { styled } from 'styled-components';
import type { SlipActions, SlipRetailCodeView } from '../../view';

export interface RetailCodeProps {
  retailCode: SlipRetailCodeView;
  actions: Pick<SlipActions, 'onRequestRetailCode' | 'onLogin'>;
}

const Box = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
`;

const CodeCard = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space(1.5)};
  padding: ${({ theme }) => theme.space(3)};
  border: 2px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  text-align: center;
`;

const Heading = styled.h3`
  margin: 0;
  font-size: 1rem;
  font-weight: 700;

  &:focus {
    outline: none;
  }

  ${focusRing}
`;

const Code = styled.p`
  margin: 0;
  font-family: ${({ theme }) => theme.fonts.mono};
  font-size: 1.75rem;
  font-weight: 700;
  letter-spacing: 0.2em;
  overflow-wrap: anywhere;
`;

const Hint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.875rem;
`;

const Buttons = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(8.5rem, 1fr));
  gap: ${({ theme }) => theme.space(2)};
`;

/** Groups of four, easier to read out at a counter: "ABCD EFGH". */
function spaced(code: string): string {
  return code.replace(/(.{4})(?=.)/g, '$1 ');
}

/**
 * The slip's actions for an anonymous player when the operator has retail codes on (§6): "Get a
 * retail code" saves the slip under a short code to show at a shop; "Log in to place" places it
 * here instead. Once given, the code shows in large letters, spaced in fours for reading aloud,
 * with a copy button; its heading takes focus so keyboard and screen-reader users hear it. Any
 * change to the slip takes the code away (the container's view drops it).
 */
export function RetailCode({ retailCode, actions }: RetailCodeProps) {
  const t = useTranslations('betslip');
  const headingRef = useRef<HTMLHeadingElement>(null);
  const headingId = useId();
  // The code last copied: a new code shows "Copy code" again.
  const [copiedCode, setCopiedCode] = useState<string | null>(null);
  const { code } = retailCode;
  const copied = code !== undefined && copiedCode === code;

  useEffect(() => {
    if (code) headingRef.current?.focus();
  }, [code]);

  const copy = async () => {
    if (!code || typeof navigator === 'undefined' || !navigator.clipboard) return;
    try {
      await navigator.clipboard.writeText(code);
      setCopiedCode(code);
    } catch {
      // Copying is a convenience: the code stays on screen to read or type.
    }
  };

  return (
    <Box>
      {code ? (
        <CodeCard aria-labelledby={headingId}>
          <Heading id={headingId} ref={headingRef} tabIndex={-1}>
            {t('ui.retailCodeTitle')}
          </Heading>
          <Code data-retail-code={code} aria-label={code.split('').join(' ')}>
            {spaced(code)}
          </Code>
          <Hint>{t('ui.retailCodeHint')}</Hint>
          <Button variant="secondary" onClick={() => void copy()}>
            {copied ? t('ui.codeCopied') : t('ui.copyCode')}
          </Button>
          <VisuallyHidden role="status">{copied ? t('ui.codeCopied') : ''}</VisuallyHidden>
        </CodeCard>
      ) : null}
      <Buttons>
        <Button
          variant={code ? 'secondary' : 'primary'}
          size="lg"
          disabled={!retailCode.canRequest}
          aria-busy={retailCode.requesting || undefined}
          onClick={actions.onRequestRetailCode}
        >
          {retailCode.requesting ? t('ui.requestingCode') : t('ui.getRetailCode')}
        </Button>
        <Button variant={code ? 'primary' : 'secondary'} size="lg" onClick={actions.onLogin}>
          {t('ui.loginToPlace')}
        </Button>
      </Buttons>
    </Box>
  );
}
