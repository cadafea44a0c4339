'use client';

import { Button, SafeHtml, scrim } from '@clem/ui';
import * as Dialog from '@radix-ui/react-dialog';
import { useTranslations } from 'next-intl';
import { styled } from 'styled-components';
import type { NewsPopupAction, NewsPopupState } from './newsPopupState';
import { PopupFrame } from './PopupFrame';
import { zIndex } from './tokens';

/**
 * The news popup (account-and-shell §2 "Modals", §3 "News popup: id, title, pages", §4): a Radix
 * Dialog (focus trapped and restored, Escape and the close icon hide it) in the small popup
 * frame. The state comes from `newsPopupReducer`; this component only dispatches. Whether it is
 * open and which page shows are kept by the content's ids there (`newsPopupKey`), so the page
 * refresh handing over an equal new object neither reopens a closed popup nor moves the page.
 *
 * - The popup's title names the dialog; each page shows its title and its operator HTML through
 *   SafeHtml.
 * - Previous and next buttons change page (disabled at the ends, hidden for a single page); a
 *   language-neutral "2 / 3" shows the position.
 * - "Don't show again" calls `onDontShowAgain(id)` (the lead persists the id and passes it as
 *   `dismissedIds` on the next `set`) and hides the popup.
 */

export interface NewsPopupProps {
  state: NewsPopupState;
  dispatch: (action: NewsPopupAction) => void;
  onDontShowAgain: (id: string | number) => void;
}

const Overlay = styled(Dialog.Overlay)`
  position: fixed;
  inset: 0;
  z-index: ${zIndex.dialog};
  background: ${scrim};
`;

const Content = styled(Dialog.Content)`
  position: fixed;
  top: 50%;
  left: 50%;
  transform: translate(-50%, -50%);
  z-index: ${zIndex.dialog + 1};

  &:focus {
    outline: none;
  }
`;

const PageTitle = styled.h3`
  margin: 0 0 ${({ theme }) => theme.space(2)};
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: 1rem;
`;

const Position = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.875rem;
  font-variant-numeric: tabular-nums;
`;

const Spacer = styled.span`
  flex: 1 1 auto;
`;

export function NewsPopup({ state, dispatch, onDontShowAgain }: NewsPopupProps) {
  const t = useTranslations('layout');
  const data = state.data;
  const page = data?.pages[state.page];
  const open = state.visible && data !== null && page !== undefined;
  const total = data?.pages.length ?? 0;

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (!next) dispatch({ type: 'hide' });
      }}
    >
      <Dialog.Portal>
        <Overlay />
        <Content aria-describedby={undefined}>
          {data && page ? (
            <PopupFrame
              title={<Dialog.Title>{data.title}</Dialog.Title>}
              onClose={() => dispatch({ type: 'hide' })}
              footer={
                <>
                  {total > 1 ? (
                    <>
                      <Button
                        size="sm"
                        variant="secondary"
                        disabled={state.page === 0}
                        onClick={() => dispatch({ type: 'previous' })}
                      >
                        {t('newsPrevious')}
                      </Button>
                      <Position aria-hidden="true">
                        {state.page + 1} / {total}
                      </Position>
                      <Button
                        size="sm"
                        variant="secondary"
                        disabled={state.page >= total - 1}
                        onClick={() => dispatch({ type: 'next' })}
                      >
                        {t('newsNext')}
                      </Button>
                    </>
                  ) : null}
                  <Spacer />
                  <Button
                    size="sm"
                    variant="ghost"
                    onClick={() => {
                      onDontShowAgain(data.id);
                      dispatch({ type: 'hide' });
                    }}
                  >
                    {t('newsDontShowAgain')}
                  </Button>
                </>
              }
            >
              <section aria-live="polite">
                {page.title ? <PageTitle>{page.title}</PageTitle> : null}
                <SafeHtml html={page.content} />
              </section>
            </PopupFrame>
          ) : null}
        </Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
