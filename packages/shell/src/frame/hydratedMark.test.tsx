import { render } from '@testing-library/react';
import { useEffect } from 'react';
import { HYDRATED_MARK, useHydratedMark } from './hydratedMark';

function Root({ onChildEffect }: { onChildEffect: () => void }) {
  useHydratedMark();
  return <Child onEffect={onChildEffect} />;
}

function Child({ onEffect }: { onEffect: () => void }) {
  useEffect(onEffect, [onEffect]);
  return <button type="button">Bet</button>;
}

describe('useHydratedMark', () => {
  beforeEach(() => performance.clearMarks());

  it('marks the document once, after the effects of everything it wraps', () => {
    let marksSeenByChild = -1;
    const { rerender, unmount } = render(
      <Root
        onChildEffect={() => {
          marksSeenByChild = performance.getEntriesByName(HYDRATED_MARK).length;
        }}
      />,
    );
    expect(marksSeenByChild).toBe(0);
    expect(performance.getEntriesByName(HYDRATED_MARK, 'mark')).toHaveLength(1);
    rerender(<Root onChildEffect={() => undefined} />);
    unmount();
    render(<Root onChildEffect={() => undefined} />);
    expect(performance.getEntriesByName(HYDRATED_MARK, 'mark')).toHaveLength(1);
  });
});
