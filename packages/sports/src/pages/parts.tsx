import { withClass } from '@clem/ui/tokens';
import type { AnchorHTMLAttributes, HTMLAttributes, ReactNode } from 'react';

/**
 * Small server-rendered building blocks shared by the sports pages, styled by the static `cs-`
 * stylesheet (../styles.ts).
 */
type Props<E> = HTMLAttributes<E> & { children?: ReactNode };

export const Page = ({ className, ...props }: Props<HTMLDivElement>) => (
  <div className={withClass('cs-page', className)} {...props} />
);
export const Title = ({ className, ...props }: Props<HTMLHeadingElement>) => (
  <h1 className={withClass('cs-title', className)} {...props} />
);
export const SectionTitle = ({ className, ...props }: Props<HTMLHeadingElement>) => (
  <h2 className={withClass('cs-section-title', className)} {...props} />
);
export const Notice = ({ className, ...props }: Props<HTMLParagraphElement>) => (
  <p className={withClass('cs-notice', className)} {...props} />
);
export const Muted = ({ className, ...props }: Props<HTMLParagraphElement>) => (
  <p className={withClass('cs-muted', className)} {...props} />
);
export const Chips = ({ className, ...props }: Props<HTMLUListElement>) => (
  <ul className={withClass('cs-chips', className)} {...props} />
);
export const Chip = ({ className, ...props }: AnchorHTMLAttributes<HTMLAnchorElement>) => (
  <a className={withClass('cs-chip', className)} {...props} />
);
export const MoreLink = ({ className, ...props }: AnchorHTMLAttributes<HTMLAnchorElement>) => (
  <a className={withClass('cs-more', className)} {...props} />
);

export function Breadcrumbs({
  label,
  crumbs,
}: {
  label: string;
  crumbs: { name: string; href?: string | undefined }[];
}) {
  return (
    <nav aria-label={label}>
      <ol className="cs-crumbs">
        {crumbs.map((crumb, index) => (
          <li key={`${crumb.name}-${index}`}>
            {crumb.href ? (
              <a href={crumb.href}>{crumb.name}</a>
            ) : (
              <span aria-current="page">{crumb.name}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
