'use client';

import { useTranslations } from 'next-intl';
import { ConfirmStepDialog, type StepDialogProps } from './ConfirmStepDialog';

/** Terms of use (accounts/sessions scopes `accept-terms`): Accept or Decline (cancels the login). */
export function TermsOfUseDialog(props: StepDialogProps) {
  const t = useTranslations('login.terms');
  return (
    <ConfirmStepDialog
      {...props}
      title={t('title')}
      body={t('body')}
      confirmLabel={t('accept')}
      loadingLabel={t('submitting')}
      cancelLabel={t('decline')}
      testId="terms-of-use-dialog"
    />
  );
}
