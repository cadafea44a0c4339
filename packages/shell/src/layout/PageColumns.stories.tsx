import type { PageWidget } from '@clem/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { styled } from 'styled-components';
import { withShellMessages } from '../stories/withShellMessages';
import { layoutColumns, type LayoutColumnsInput } from './pageLayout';
import { PageColumns } from './PageColumns';

const w = (id: number, widget_type: PageWidget['widget_type']): PageWidget => ({
  id,
  widget_type,
  widget_id: null,
});

const base: Omit<LayoutColumnsInput, 'column_type'> = {
  left_column: [w(1, 'advert'), w(2, 'html_widget')],
  right_column: [w(3, 'live_stream_video_player'), w(4, 'betslip')],
  centre_column_bottom: [w(5, 'html_widget')],
};

const Placeholder = styled.div`
  padding: ${({ theme }) => theme.space(4)};
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  color: ${({ theme }) => theme.colors.textMuted};
  min-height: 6rem;
`;

const renderWidget = (widget: PageWidget) => (
  <Placeholder>
    {widget.widget_type} #{String(widget.id)}
  </Placeholder>
);

/** The desktop columns per column_type (side columns from 1024 px; below, only the centre). */
const meta = {
  title: 'Shell/Layout/PageColumns',
  component: PageColumns,
  decorators: [withShellMessages],
  parameters: { layout: 'fullscreen' },
  args: {
    columns: layoutColumns({ ...base, column_type: 'triple' }),
    renderWidget,
    children: (
      <Placeholder style={{ minHeight: '24rem' }}>Page content (centre column)</Placeholder>
    ),
  },
} satisfies Meta<typeof PageColumns>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Single: Story = {
  args: { columns: layoutColumns({ ...base, column_type: 'single' }) },
};
export const SideLeft: Story = {
  args: { columns: layoutColumns({ ...base, column_type: 'side_left' }) },
};
export const SideRight: Story = {
  args: { columns: layoutColumns({ ...base, column_type: 'side_right' }) },
};
export const Triple: Story = {};
export const TripleSideRight: Story = {
  args: { columns: layoutColumns({ ...base, column_type: 'triple_side_right' }) },
};
export const SingleScrolling: Story = { args: { singleScrolling: true } };
