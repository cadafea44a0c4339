import axe from 'axe-core';
import { screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { installDomStubs, renderLogin } from '../test/renderLogin';
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
    renderLogin(ui);
    const dialog = screen.getByRole('dialog');
    // Colour contrast needs real CSS (jsdom has no layout); the stories check it in a browser.
    const result = await axe.run(dialog, { rules: { 'color-contrast': { enabled: false } } });
    expect(result.violations.map((violation) => violation.id)).toEqual([]);
  });
});
