import type { Meta, StoryObj } from '@storybook/react-vite';
import { useReducer } from 'react';
import { fn } from 'storybook/test';
import { withShellMessages } from '../stories/withShellMessages';
import { initialNewsPopupState, newsPopupReducer, type NewsPopupData } from './newsPopupState';
import { NewsPopup } from './NewsPopup';

const news: NewsPopupData = {
  id: 1,
  title: 'What is new',
  pages: [
    { id: 1, title: 'Faster betslip', content: '<p>Place bets in one tap.</p>' },
    { id: 2, title: 'Cash out', content: '<p>Cash out open bets from <b>My bets</b>.</p>' },
    {
      id: 3,
      title: 'Long page',
      content: Array.from({ length: 12 }, (_, i) => `<p>Paragraph ${i + 1}.</p>`).join(''),
    },
  ],
};

function Live({
  data,
  onDontShowAgain,
}: {
  data: NewsPopupData;
  onDontShowAgain: (id: string | number) => void;
}) {
  const [state, dispatch] = useReducer(
    newsPopupReducer,
    newsPopupReducer(initialNewsPopupState, { type: 'set', data }),
  );
  return (
    <>
      <button
        type="button"
        onClick={() => {
          // The same content is kept as the player left it: forget it first to show it again.
          dispatch({ type: 'reset' });
          dispatch({ type: 'set', data });
        }}
      >
        Show again
      </button>
      <button type="button" onClick={() => dispatch({ type: 'set', data: structuredClone(data) })}>
        Page refresh (equal new object)
      </button>
      <NewsPopup state={state} dispatch={dispatch} onDontShowAgain={onDontShowAgain} />
    </>
  );
}

/**
 * The news popup driven by its reducer (page, hide, "don't show again"). "Page refresh" hands it
 * an equal new object, as the frame's 15 s refresh does: a closed popup stays closed and an open
 * one stays on its page.
 */
const meta = {
  title: 'Shell/Layout/NewsPopup',
  component: Live,
  decorators: [withShellMessages],
  args: { data: news, onDontShowAgain: fn() },
} satisfies Meta<typeof Live>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ThreePages: Story = {};
export const SinglePage: Story = { args: { data: { ...news, pages: news.pages.slice(0, 1) } } };
