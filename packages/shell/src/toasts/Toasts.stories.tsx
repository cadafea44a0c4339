import { Button } from '@clem/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { withShellMessages } from '../stories/withShellMessages';
import { toastCatalogue } from './catalogue';
import { BETSLIP_FAILURE_TOAST_KEY, UNKNOWN_TOAST_KEY } from './toastKeys';
import { notify } from './notify';
import { ToastHost } from './ToastHost';

function ToastPlayground() {
  const keys = toastCatalogue
    .map((entry) => entry.key)
    .filter((key) => key !== BETSLIP_FAILURE_TOAST_KEY && key !== UNKNOWN_TOAST_KEY);
  return (
    <div>
      <p>
        Each button raises a toast by its catalogue key (Alt+T moves focus to the toasts). The toast
        library loads on the first click.
      </p>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: '0.5rem' }}>
        {keys.map((key) => (
          <Button key={key} onClick={() => notify(key)}>
            {key}
          </Button>
        ))}
        <Button onClick={() => notify('no-such-toast-key')}>unknown key</Button>
        <Button onClick={() => notify(BETSLIP_FAILURE_TOAST_KEY, { reference: 'REQ-7F3A-2291' })}>
          betslip 500 (10 s)
        </Button>
      </div>
      <ToastHost />
    </div>
  );
}

const meta = {
  title: 'Shell/Toasts/Toasts',
  component: ToastPlayground,
  decorators: [withShellMessages],
} satisfies Meta<typeof ToastPlayground>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Catalogue: Story = {};
