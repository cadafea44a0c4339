'use client';

import { HeaderAccount, HomeLogo, type HeaderBarProps } from './headerParts';

/**
 * The rebranding header (enable_rebranding): an accent bar along the top, the logo centred, the
 * menu button and tools at the start, the account at the end.
 */
export function RebrandingHeader({
  logo,
  displayName,
  homeHref,
  linkContext,
  menuButton,
  tools,
  account,
}: HeaderBarProps) {
  return (
    <div className="ch-rebranding" data-variant="rebranding">
      <div className="ch-rebranding-start">
        {menuButton}
        {tools ? <div className="ch-tools">{tools}</div> : null}
      </div>
      <div className="ch-rebranding-logo">
        <HomeLogo
          logo={logo}
          displayName={displayName}
          homeHref={homeHref}
          linkContext={linkContext}
        />
      </div>
      <div className="ch-rebranding-end">
        <HeaderAccount account={account} linkContext={linkContext} />
      </div>
    </div>
  );
}
