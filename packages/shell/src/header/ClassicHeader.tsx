'use client';

import { HeaderAccount, HomeLogo, type HeaderBarProps } from './headerParts';

/** The classic header: menu button and logo at the start, tools and account at the end. */
export function ClassicHeader({
  logo,
  displayName,
  homeHref,
  linkContext,
  menuButton,
  tools,
  account,
}: HeaderBarProps) {
  return (
    <div className="ch-classic" data-variant="classic">
      <div className="ch-classic-start">
        {menuButton}
        <HomeLogo
          logo={logo}
          displayName={displayName}
          homeHref={homeHref}
          linkContext={linkContext}
        />
      </div>
      <div className="ch-classic-end">
        {tools ? <div className="ch-tools">{tools}</div> : null}
        <HeaderAccount account={account} linkContext={linkContext} />
      </div>
    </div>
  );
}
