'use client';

import { useTranslations } from 'next-intl';
import { ConfirmStepDialog, type StepDialogProps } from './ConfirmStepDialog';

/**
 * The risk-group player notice: a responsible-gambling notice the player acknowledges before the
 * session starts; "Log out" cancels the login.
 */
export function RiskGroupDialog(props: StepDialogProps) {
  const t = useTranslations('login.riskGroup');
  return (
    <ConfirmStepDialog
      {...props}
      title={t('title')}
      body={t('body')}
      confirmLabel={t('acknowledge')}
      loadingLabel={t('submitting')}
      cancelLabel={t('logout')}
      testId="risk-group-dialog"
    />
  );
}
