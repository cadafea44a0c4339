'use client';

import { useTranslations } from 'next-intl';
import { useId, useState, type FormEvent } from 'react';
import { validateSecurityAnswer } from '../oneTimeCode';
import { Actions, Form, LoginDialogFrame, LoginErrorAlert, SubmitButton, TextField } from './parts';

export interface SecurityQuestionDialogProps {
  open: boolean;
  onClose: () => void;
  onSubmit: (answer: string) => void;
  /** The player's question, as the platform sent it. */
  question: string;
  loading: boolean;
  errorKey: string | null;
}

/**
 * The security-question form (§4, §5): the answer is required; an empty answer shows the required
 * error once the field was touched, and Confirm is disabled while loading or invalid.
 */
export function SecurityQuestionDialog({
  open,
  onClose,
  onSubmit,
  question,
  loading,
  errorKey,
}: SecurityQuestionDialogProps) {
  const t = useTranslations('login');
  const id = useId();
  const [answer, setAnswer] = useState('');
  const [touched, setTouched] = useState(false);
  const invalid = validateSecurityAnswer(answer) !== null;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setTouched(true);
    if (loading || invalid) return;
    onSubmit(answer);
  }

  return (
    <LoginDialogFrame
      open={open}
      onClose={onClose}
      title={t('question.title')}
      description={t('question.description')}
      testId="security-question-dialog"
    >
      <Form noValidate onSubmit={submit}>
        <LoginErrorAlert errorKey={errorKey} />
        <TextField
          id={`${id}-answer`}
          name="answer"
          label={question}
          autoComplete="off"
          value={answer}
          error={touched && invalid ? t('required') : null}
          onChange={(event) => {
            setAnswer(event.target.value);
            setTouched(true);
          }}
          onBlur={() => setTouched(true)}
        />
        <Actions>
          <SubmitButton
            loading={loading}
            disabled={invalid}
            label={t('question.submit')}
            loadingLabel={t('question.submitting')}
          />
        </Actions>
      </Form>
    </LoginDialogFrame>
  );
}
