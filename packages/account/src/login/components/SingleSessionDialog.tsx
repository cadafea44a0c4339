'use client';

import { useTranslations } from 'next-intl';
import { ConfirmStepDialog, type StepDialogProps } from './ConfirmStepDialog';

/**
 * The single-session confirmation (single_allowed_session): continuing ends the other session
 * and logs in here; Cancel ends the login.
 */
export function SingleSessionDialog(props: StepDialogProps) {
  const t = useTranslations('login');
  return (
    <ConfirmStepDialog
      {...props}
      title={t('singleSession.title')}
      body={t('singleSession.body')}
      confirmLabel={t('singleSession.confirm')}
      loadingLabel={t('singleSession.submitting')}
      cancelLabel={t('cancel')}
      testId="single-session-dialog"
    />
  );
}
