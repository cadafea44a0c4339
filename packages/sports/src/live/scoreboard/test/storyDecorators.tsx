import type { Decorator } from '@storybook/react-vite';
import { scoreboardStyles } from '../scoreboardStyles';

/**
 * The scoreboards' stylesheet in a story (the brand apps get it with the sports stylesheet). The
 * sports `cs-` styles and the brand's variables come from the preview and `withSportsStyles`.
 */
export const withScoreboardStyles: Decorator = (Story) => (
  <>
    <style data-clem-scoreboard="">{scoreboardStyles}</style>
    <div style={{ maxWidth: '40rem' }}>
      <Story />
    </div>
  </>
);

/**
 * A bright stand-in picture for the stories (the apps serve the real ones from
 * /backgrounds/scoreboard/): a near-white pitch, the worst case for the overlay's contrast.
 */
export const STORY_PICTURE = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="640" height="200" viewBox="0 0 640 200">' +
    '<rect width="640" height="200" fill="#f4f8f2"/>' +
    '<rect x="0" y="0" width="80" height="200" fill="#ffffff"/>' +
    '<rect x="160" y="0" width="80" height="200" fill="#ffffff"/>' +
    '<rect x="320" y="0" width="80" height="200" fill="#ffffff"/>' +
    '<rect x="480" y="0" width="80" height="200" fill="#ffffff"/>' +
    '<circle cx="320" cy="100" r="48" fill="none" stroke="#9bc49a" stroke-width="4"/>' +
    '</svg>',
)}`;
