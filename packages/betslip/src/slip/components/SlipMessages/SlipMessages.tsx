'use client';

import { Button, VisuallyHidden } from '@clem/ui';
import { useTranslations } from 'next-intl';
import { styled } from 'styled-components';
import type { SlipMessageView } from '../../view';
import { ErrorIcon, InfoIcon, WarningIcon } from '../parts';

export interface SlipMessagesProps {
  messages: readonly SlipMessageView[];
}

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-inline-start: 4px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font-size: 0.875rem;
  line-height: 1.4;

  &[data-tone='error'] {
    border-inline-start-color: ${({ theme }) => theme.colors.danger};
  }

  &[data-tone='warning'] {
    border-inline-start-color: ${({ theme }) => theme.colors.warning};
  }
`;

const Icon = styled.span`
  display: inline-flex;
  padding-top: 0.0625rem;
  color: ${({ theme }) => theme.colors.primary};

  &[data-tone='error'] {
    color: ${({ theme }) => theme.colors.danger};
  }

  &[data-tone='warning'] {
    color: ${({ theme }) => theme.colors.warning};
  }

  svg {
    width: 1.125rem;
    height: 1.125rem;
  }
`;

const Text = styled.p`
  margin: 0;
  overflow-wrap: anywhere;
`;

const Action = styled.div`
  grid-column: 2;
`;

/**
 * The slip's messages (RES errors, price changes, "not available anymore"), in one polite live
 * region that is always in the page, so a message added later is announced once without
 * interrupting the player (price changes are not emergencies, and errors come right after the
 * player's own Place press). An error or a warning starts with a hidden "Error:"/"Warning:" so
 * the tone is not told by colour alone. A message may offer one action button.
 */
export function SlipMessages({ messages }: SlipMessagesProps) {
  const t = useTranslations('betslip');
  return (
    <div role="status" aria-live="polite" aria-relevant="additions text">
      {messages.length > 0 ? (
        <List>
          {messages.map((message) => (
            <Item key={message.id} data-tone={message.tone}>
              <Icon data-tone={message.tone}>
                {message.tone === 'error' ? (
                  <ErrorIcon />
                ) : message.tone === 'warning' ? (
                  <WarningIcon />
                ) : (
                  <InfoIcon />
                )}
              </Icon>
              <Text>
                {message.tone === 'error' ? (
                  <VisuallyHidden>{t('ui.messageError')} </VisuallyHidden>
                ) : message.tone === 'warning' ? (
                  <VisuallyHidden>{t('ui.messageWarning')} </VisuallyHidden>
                ) : null}
                {message.text}
              </Text>
              {message.action ? (
                <Action>
                  <Button variant="secondary" size="md" onClick={message.action.onAction}>
                    {message.action.label}
                  </Button>
                </Action>
              ) : null}
            </Item>
          ))}
        </List>
      ) : null}
    </div>
  );
}
