'use client';

import { Actions, Button, LoginDialogFrame, LoginErrorAlert } from './parts';

export interface ConfirmStepDialogProps {
  open: boolean;
  title: string;
  body: string;
  confirmLabel: string;
  loadingLabel: string;
  /** The way out: decline, log out, cancel (also Escape and the close button). */
  cancelLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
  loading: boolean;
  errorKey: string | null;
  testId: string;
}

/** A login step that only asks to go on or not (terms, risk group, single session). */
export function ConfirmStepDialog({
  open,
  title,
  body,
  confirmLabel,
  loadingLabel,
  cancelLabel,
  onConfirm,
  onCancel,
  loading,
  errorKey,
  testId,
}: ConfirmStepDialogProps) {
  return (
    <LoginDialogFrame
      open={open}
      onClose={onCancel}
      title={title}
      description={body}
      testId={testId}
    >
      <Actions>
        <LoginErrorAlert errorKey={errorKey} />
        <Button variant="primary" fullWidth disabled={loading} onClick={onConfirm}>
          {loading ? loadingLabel : confirmLabel}
        </Button>
        <Button variant="secondary" fullWidth onClick={onCancel}>
          {cancelLabel}
        </Button>
      </Actions>
    </LoginDialogFrame>
  );
}

export interface StepDialogProps {
  open: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  loading: boolean;
  errorKey: string | null;
}
