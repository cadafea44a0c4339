'use client';

import { useState, type ReactNode } from 'react';

/**
 * The scoreboard's background: the sport's image under a dark overlay, so the light text keeps
 * its contrast whatever the picture; when the image fails (a missing sport image, a network
 * error), a plain dark fallback instead. A failure before hydration is caught too: the image is
 * already complete with no size when React attaches to it.
 */
export function ScoreboardFrame({
  background,
  children,
}: {
  background: string;
  children: ReactNode;
}) {
  // The image that failed: a new background (another sport) tries again.
  const [failed, setFailed] = useState<string | null>(null);
  const broken = failed === background;
  return (
    <div
      className={broken ? 'cs-sb-frame cs-sb-fallback' : 'cs-sb-frame'}
      data-background={broken ? 'fallback' : 'image'}
    >
      {broken ? null : (
        <img
          className="cs-sb-bg"
          src={background}
          alt=""
          aria-hidden="true"
          decoding="async"
          onError={() => setFailed(background)}
          ref={(image) => {
            if (image && image.complete && image.currentSrc && image.naturalWidth === 0) {
              setFailed(background);
            }
          }}
        />
      )}
      <div className="cs-sb-body">{children}</div>
    </div>
  );
}
