import type { ReactNode } from 'react';

interface SplitSectionProps {
  /** The anchor the header's navigation links to (`#question`). */
  id: string;
  title: string;
  /** What stands under the title in the left column. */
  intro: ReactNode;
  tinted?: boolean;
  children: ReactNode;
}

/** A section of two columns on wide screens: title and intro left, its content right. */
export function SplitSection({ id, title, intro, tinted = false, children }: SplitSectionProps) {
  const titleId = `home-${id}-title`;
  return (
    <section
      id={id}
      className={tinted ? 'home-section home-section-tinted' : 'home-section'}
      aria-labelledby={titleId}
    >
      <div className="home-container home-split">
        <div>
          <h2 id={titleId}>{title}</h2>
          {intro}
        </div>
        {children}
      </div>
    </section>
  );
}
