import { screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { beforeAll, describe, it } from 'vitest';
import { expectNoAxeViolations, installDomStubs, renderWithProviders } from '@clem/ui/testing';
import loginMessages from '../messages/en.json';
import { LoginDialog } from './LoginDialog';
import { OneTimeCodeDialog } from './OneTimeCodeDialog';
import { RiskGroupDialog } from './RiskGroupDialog';
import { SecurityQuestionDialog } from './SecurityQuestionDialog';
import { SingleSessionDialog } from './SingleSessionDialog';
import { TermsOfUseDialog } from './TermsOfUseDialog';

beforeAll(installDomStubs);

const noop = () => {};
const step = { open: true, onConfirm: noop, onCancel: noop, loading: false, errorKey: 'error-500' };

const dialogs: [string, ReactElement][] = [
  [
    'login',
    <LoginDialog
      key="login"
      open
      onClose={noop}
      onSubmit={noop}
      loading={false}
      errorKey="login-error-INT003"
      forgotPassHref="/forgot"
    />,
  ],
  [
    'one-time code',
    <OneTimeCodeDialog
      key="otp"
      open
      onClose={noop}
      onSubmit={noop}
      onRequestCode={noop}
      loading={false}
      errorKey="login-error-401"
      cooldownSeconds={120}
      codeSent
    />,
  ],
  [
    'question',
    <SecurityQuestionDialog
      key="question"
      open
      onClose={noop}
      onSubmit={noop}
      question="Favourite colour?"
      loading={false}
      errorKey={null}
    />,
  ],
  ['terms', <TermsOfUseDialog key="terms" {...step} />],
  ['risk group', <RiskGroupDialog key="risk" {...step} />],
  ['single session', <SingleSessionDialog key="single" {...step} />],
];

describe.each(dialogs)('%s dialog', (_name, ui) => {
  it('has no axe violations', async () => {
    renderWithProviders(ui, { messages: loginMessages });
    const dialog = screen.getByRole('dialog');
    await expectNoAxeViolations(dialog);
  });
});
