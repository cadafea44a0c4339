import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useReducer } from 'react';
import { afterAll, beforeAll, describe, it, expect, vi } from 'vitest';
import { ContentArea } from './ContentArea';
import { FloatingBetslipButton } from './FloatingBetslipButton';
import { HtmlWidget } from './HtmlWidget';
import { layoutCss } from './layoutCss';
import { initialNewsPopupState, newsPopupReducer, type NewsPopupData } from './newsPopupState';
import { NewsPopup } from './NewsPopup';
import { OperatorFooter } from './OperatorFooter';
import { PopupFrame } from './PopupFrame';
import { renderWithProviders } from '@clem/ui/testing';
import { shellMessagesEnglish } from '../messages/english';
import { WidgetSlot } from './WidgetSlot';

/** The static stylesheet the apps and Storybook inject into <head> (it hides the inactive parts). */
let sheet: HTMLStyleElement;
beforeAll(() => {
  sheet = document.createElement('style');
  sheet.textContent = layoutCss;
  document.head.append(sheet);
});
afterAll(() => sheet.remove());

describe('OperatorFooter', () => {
  it('links the licence seal to its certificate in a new tab when required', () => {
    renderWithProviders(
      <OperatorFooter
        webHtml="<p>Web footer</p>"
        mobileHtml="<p>Mobile footer</p>"
        sealRequired
        sealToken="tok 1"
        brandName="Zedbet"
      />,
      { messages: shellMessagesEnglish },
    );
    const seal = screen.getByRole('link', { name: /Gaming licence certificate for Zedbet/ });
    expect(seal).toHaveAttribute('href', 'https://seal.gcb.cw/certificate?token=tok%201');
    expect(seal).toHaveAttribute('target', '_blank');
    expect(seal).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('has no seal when not required or without a token, and sanitises the HTML', async () => {
    const { container, rerender } = renderWithProviders(
      <OperatorFooter
        webHtml={'<p>Hi</p><img src=x onerror="alert(1)"><script>alert(2)</script>'}
        sealRequired={false}
        sealToken="t"
        brandName="Z"
      />,
      { messages: shellMessagesEnglish },
    );
    expect(screen.queryByRole('link')).toBeNull();
    await waitFor(() => expect(container.querySelector('[data-variant="web"] p')).not.toBeNull());
    expect(container.innerHTML).not.toContain('onerror');
    expect(container.innerHTML).not.toContain('<script');
    // Only one variant: it serves both viewports.
    expect(container.querySelector('[data-variant="mobile"]')).not.toBeNull();
    rerender(<OperatorFooter sealRequired sealToken="" brandName="Z" />);
    expect(screen.queryByRole('link')).toBeNull();
  });
});

describe('OperatorFooter links', () => {
  it('shows each operator link once, and a refused link as its text only', async () => {
    const footer =
      '<div><p>&copy; Zedbet. Licensed and regulated.</p><ul><li><a href="/terms">Terms</a></li>' +
      '<li><a href="JaVaScRiPt:alert(4)">Rules</a></li></ul></div>';
    const { container } = renderWithProviders(
      <OperatorFooter webHtml={footer} sealRequired={false} brandName="Zedbet" />,
      { messages: shellMessagesEnglish },
    );
    // One variant serves both viewports; the phone's is the one shown at jsdom's width.
    const web = container.querySelector<HTMLElement>('[data-variant="mobile"]');
    if (!web) throw new Error('no footer');
    const terms = await within(web).findByRole('link', { name: 'Terms' });
    expect(terms).toHaveAttribute('href', '/terms');
    expect(terms.textContent).toBe('Terms');
    expect(within(web).getAllByText('Terms')).toHaveLength(1);
    // The hostile link keeps its words but links nowhere.
    expect(within(web).queryByRole('link', { name: 'Rules' })).toBeNull();
    expect(web.innerHTML).not.toMatch(/javascript:/i);
  });
});

describe('HtmlWidget and WidgetSlot', () => {
  it('renders nothing for empty HTML', () => {
    const { container } = renderWithProviders(<HtmlWidget html="  " />, {
      messages: shellMessagesEnglish,
    });
    expect(container).toBeEmptyDOMElement();
  });

  it('labels slots', () => {
    renderWithProviders(<WidgetSlot slot="live_stream_video_player" />, {
      messages: shellMessagesEnglish,
    });
    expect(screen.getByRole('region', { name: 'Live stream' })).toHaveAttribute(
      'data-slot',
      'live_stream_video_player',
    );
  });
});

describe('FloatingBetslipButton', () => {
  it('shows when enabled with the count badge and calls onClick', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    const { rerender } = renderWithProviders(
      <FloatingBetslipButton enabled selectionCount={120} onClick={onClick} />,
      { messages: shellMessagesEnglish },
    );
    const button = screen.getByRole('button', { name: 'Open betslip, 120 selections' });
    expect(button).toHaveTextContent('99+');
    await user.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
    rerender(<FloatingBetslipButton enabled={false} selectionCount={1} onClick={onClick} />);
    expect(screen.queryByRole('button')).toBeNull();
  });
});

describe('ContentArea', () => {
  it('replaces the page by My Bets while visible, keeping the page mounted', () => {
    const { rerender } = renderWithProviders(
      <ContentArea myBetsVisible={false} myBetsSlot={<p>My bets view</p>}>
        <input aria-label="Stake" defaultValue="5" />
      </ContentArea>,
      { messages: shellMessagesEnglish },
    );
    expect(screen.queryByText('My bets view')).toBeNull();
    const input = screen.getByRole('textbox', { name: 'Stake' });
    rerender(
      <ContentArea myBetsVisible myBetsSlot={<p>My bets view</p>}>
        <input aria-label="Stake" defaultValue="5" />
      </ContentArea>,
    );
    expect(screen.getByText('My bets view')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Stake' })).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Stake', hidden: true })).toBe(input);
  });
});

describe('PopupFrame', () => {
  it('shows an optional title and a close icon', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    renderWithProviders(
      <PopupFrame title={<h2>Title</h2>} onClose={onClose}>
        Body
      </PopupFrame>,
      { messages: shellMessagesEnglish },
    );
    expect(screen.getByRole('heading', { name: 'Title' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('has no header without title and close', () => {
    renderWithProviders(<PopupFrame>Body only</PopupFrame>, { messages: shellMessagesEnglish });
    expect(screen.queryByRole('button')).toBeNull();
  });
});

const news: NewsPopupData = {
  id: 5,
  title: 'What is new',
  pages: [
    { id: 1, title: 'First', content: '<p>One</p>' },
    { id: 2, title: 'Second', content: '<p>Two</p>' },
  ],
};

function Harness({ onDontShowAgain }: { onDontShowAgain: (id: string | number) => void }) {
  const [state, dispatch] = useReducer(
    newsPopupReducer,
    newsPopupReducer(initialNewsPopupState, { type: 'set', data: news }),
  );
  return (
    <>
      <NewsPopup state={state} dispatch={dispatch} onDontShowAgain={onDontShowAgain} />
    </>
  );
}

/** As the frame drives it: every page refresh (15 s) hands over the popup as a new object. */
function Refreshed({ popup }: { popup: NewsPopupData }) {
  const [state, dispatch] = useReducer(newsPopupReducer, initialNewsPopupState);
  useEffect(() => dispatch({ type: 'set', data: popup }), [popup]);
  return <NewsPopup state={state} dispatch={dispatch} onDontShowAgain={vi.fn()} />;
}

const threePages: NewsPopupData = {
  ...news,
  pages: [...news.pages, { id: 3, title: 'Third', content: '<p>Three</p>' }],
};

describe('NewsPopup', () => {
  it('stays closed when a refresh hands over an equal new object', async () => {
    const user = userEvent.setup();
    const { rerender } = renderWithProviders(<Refreshed popup={threePages} />, {
      messages: shellMessagesEnglish,
    });
    await user.click(
      within(await screen.findByRole('dialog', { name: 'What is new' })).getByRole('button', {
        name: 'Close',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    rerender(<Refreshed popup={structuredClone(threePages)} />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('keeps the page being read across a refresh', async () => {
    const user = userEvent.setup();
    const { rerender } = renderWithProviders(<Refreshed popup={threePages} />, {
      messages: shellMessagesEnglish,
    });
    const dialog = await screen.findByRole('dialog', { name: 'What is new' });
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(dialog).toHaveTextContent('Third');
    rerender(<Refreshed popup={structuredClone(threePages)} />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByRole('dialog', { name: 'What is new' })).toHaveTextContent('Third');
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
  });

  it('opens at page 0, pages forward and back, closes on Escape', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness onDontShowAgain={vi.fn()} />, { messages: shellMessagesEnglish });
    const dialog = await screen.findByRole('dialog', { name: 'What is new' });
    expect(dialog).toHaveTextContent('First');
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(dialog).toHaveTextContent('Second');
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("don't show again reports the id and hides", async () => {
    const user = userEvent.setup();
    const onDontShowAgain = vi.fn();
    renderWithProviders(<Harness onDontShowAgain={onDontShowAgain} />, {
      messages: shellMessagesEnglish,
    });
    await user.click(await screen.findByRole('button', { name: "Don't show again" }));
    expect(onDontShowAgain).toHaveBeenCalledWith(5);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
