import type { PageWidget } from '@clem/core';
import { render, screen, within } from '@testing-library/react';
import { describe, it, expect } from 'vitest';
import { PageColumns } from './PageColumns';
import { layoutColumns } from './pageLayout';

const w = (id: number, widget_type: PageWidget['widget_type']): PageWidget => ({
  id,
  widget_type,
  widget_id: null,
});

const layout = {
  left_column: [w(1, 'navigation_menu')],
  right_column: [w(2, 'betslip'), w(3, 'advert')],
  centre_column_bottom: [w(4, 'html_widget')],
};

const renderWidget = (widget: PageWidget) => <p data-widget={widget.id}>{widget.widget_type}</p>;

function columnIds(container: HTMLElement) {
  return [...container.querySelectorAll('[data-column]')].map((el) =>
    el.getAttribute('data-column'),
  );
}

describe('PageColumns', () => {
  it('renders the columns of triple with their widgets in order, content before the bottom', () => {
    const { container } = render(
      <PageColumns
        columns={layoutColumns({ ...layout, column_type: 'triple' })}
        renderWidget={renderWidget}
      >
        <h1>Content</h1>
      </PageColumns>,
    );
    expect(columnIds(container)).toEqual(['left', 'centre', 'centre-bottom', 'right']);
    const right = container.querySelector('[data-column="right"]');
    expect(
      [...(right?.querySelectorAll('[data-widget]') ?? [])].map((el) => el.textContent),
    ).toEqual(['betslip', 'advert']);
    const centre = container.querySelector('[data-column="centre"]');
    expect(centre?.firstElementChild?.textContent).toBe('Content');
  });

  it('makes the centre column the main landmark, with the side columns outside it', () => {
    render(
      <PageColumns
        columns={layoutColumns({ ...layout, column_type: 'triple' })}
        renderWidget={(widget) =>
          widget.widget_type === 'navigation_menu' ? (
            <nav aria-label="Main menu">
              <a href="/sports/football">Football</a>
            </nav>
          ) : (
            renderWidget(widget)
          )
        }
      >
        <h1>Content</h1>
      </PageColumns>,
    );
    const main = screen.getByRole('main');
    expect(main).toHaveAttribute('id', 'content');
    expect(main).toHaveAttribute('tabindex', '-1');
    expect(within(main).getByRole('heading', { name: 'Content' })).toBeInTheDocument();
    expect(main).not.toContainElement(screen.getByRole('navigation', { name: 'Main menu' }));
    expect(within(main).queryByText('betslip')).toBeNull();
  });

  it('renders only the centre for single', () => {
    const { container } = render(
      <PageColumns
        columns={layoutColumns({ ...layout, column_type: 'single' })}
        renderWidget={renderWidget}
      >
        <p>Content</p>
      </PageColumns>,
    );
    expect(columnIds(container)).toEqual(['centre', 'centre-bottom']);
  });

  it('renders one side for side_left and side_right', () => {
    const left = render(
      <PageColumns
        columns={layoutColumns({ ...layout, column_type: 'side_left' })}
        renderWidget={renderWidget}
      >
        <p>Content</p>
      </PageColumns>,
    );
    expect(columnIds(left.container)).toEqual(['left', 'centre', 'centre-bottom']);
    left.unmount();
    const right = render(
      <PageColumns
        columns={layoutColumns({ ...layout, column_type: 'side_right' })}
        renderWidget={renderWidget}
      >
        <p>Content</p>
      </PageColumns>,
    );
    expect(columnIds(right.container)).toEqual(['centre', 'centre-bottom', 'right']);
  });
});
