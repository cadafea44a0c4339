'use client';

import { useTranslations } from 'next-intl';
import { useId, useState, type FormEvent } from 'react';
import { styled } from 'styled-components';
import { formatCountdown } from '../codeCooldown';
import { ONE_TIME_CODE_LENGTH, validateOneTimeCode } from '../oneTimeCode';
import {
  Actions,
  Button,
  Form,
  LoginDialogFrame,
  LoginErrorAlert,
  SubmitButton,
  TextField,
} from './parts';

export interface OneTimeCodeDialogProps {
  open: boolean;
  onClose: () => void;
  /** Called with a valid (six-digit) code. */
  onSubmit: (code: string) => void;
  /** Asks the platform for a new code. */
  onRequestCode: () => void;
  loading: boolean;
  errorKey: string | null;
  /** Seconds left before a new code may be requested (0: allowed now). */
  cooldownSeconds: number;
  /** A new code was just sent. */
  codeSent: boolean;
}

const Status = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/**
 * The one-time-code form (§4, §5, §9). The code is checked as typed once the field was touched:
 * empty, non-numeric, too short and too long each have the spec's message, tied to the field;
 * Confirm is disabled while loading or invalid. "Send a new code" is disabled during the request
 * countdown, which it shows as m:ss (see codeCooldown.ts for the reading of "59-second").
 */
export function OneTimeCodeDialog({
  open,
  onClose,
  onSubmit,
  onRequestCode,
  loading,
  errorKey,
  cooldownSeconds,
  codeSent,
}: OneTimeCodeDialogProps) {
  const t = useTranslations('login');
  const id = useId();
  const [code, setCode] = useState('');
  const [touched, setTouched] = useState(false);
  const validation = validateOneTimeCode(code);
  const fieldError = touched && validation ? fieldMessage(t, validation) : null;
  const coolingDown = cooldownSeconds > 0;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setTouched(true);
    if (loading || validation) return;
    onSubmit(code.trim());
  }

  return (
    <LoginDialogFrame
      open={open}
      onClose={onClose}
      title={t('oneTimeCode.title')}
      description={t('oneTimeCode.description')}
      testId="one-time-code-dialog"
    >
      <Form noValidate onSubmit={submit}>
        <LoginErrorAlert errorKey={errorKey} />
        <TextField
          id={`${id}-code`}
          name="code"
          label={t('oneTimeCode.label')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={ONE_TIME_CODE_LENGTH + 4}
          value={code}
          error={fieldError}
          onChange={(event) => {
            setCode(event.target.value);
            setTouched(true);
          }}
          onBlur={() => setTouched(true)}
        />
        <Actions>
          <SubmitButton
            loading={loading}
            disabled={validation !== null}
            label={t('oneTimeCode.submit')}
            loadingLabel={t('oneTimeCode.submitting')}
          />
          <Button
            variant="secondary"
            fullWidth
            disabled={loading || coolingDown}
            onClick={onRequestCode}
          >
            {coolingDown
              ? t('oneTimeCode.requestIn', { time: formatCountdown(cooldownSeconds) })
              : t('oneTimeCode.request')}
          </Button>
          <Status role="status">{codeSent ? t('oneTimeCode.sent') : ''}</Status>
        </Actions>
      </Form>
    </LoginDialogFrame>
  );
}

type Translate = ReturnType<typeof useTranslations<'login'>>;

function fieldMessage(t: Translate, error: NonNullable<ReturnType<typeof validateOneTimeCode>>) {
  if (error === 'required') return t('required');
  return t(`oneTimeCode.${error}`);
}
