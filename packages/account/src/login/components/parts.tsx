'use client';

import { Button, Dialog, focusRing } from '@clem/ui';
import { useTranslations } from 'next-intl';
import {
  createContext,
  useContext,
  type ComponentPropsWithRef,
  type ReactNode,
  type RefObject,
} from 'react';
import { styled } from 'styled-components';

/**
 * The pieces every login dialog shares: the ui `Dialog` (focus moves in and is trapped, Escape and
 * the overlay close it, focus returns to where it was), a labelled title and description, text
 * fields whose errors are tied to them, and an alert for the step's error.
 */

/**
 * Where focus goes when a login dialog closes. The login flow swaps one dialog for the next
 * (login → code → …), so each dialog's own "element focused before me" is the previous dialog;
 * LoginModals provides the element focused before the first one (the header's Login button).
 */
export const LoginFocusReturnContext = createContext<RefObject<HTMLElement | null> | null>(null);

export interface LoginDialogFrameProps {
  open: boolean;
  /** Escape, the overlay or the close button. */
  onClose: () => void;
  title: string;
  description: ReactNode;
  children: ReactNode;
  /** A test id for the content (stories and end-to-end tests find the dialog by it). */
  testId?: string;
}

export function LoginDialogFrame({
  open,
  onClose,
  title,
  description,
  children,
  testId,
}: LoginDialogFrameProps) {
  const t = useTranslations('login');
  const returnFocusTo = useContext(LoginFocusReturnContext);
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      size="sm"
      title={title}
      description={description}
      closeLabel={t('close')}
      returnFocusTo={returnFocusTo}
      testId={testId}
    >
      {children}
    </Dialog>
  );
}

/*
 * One column that may shrink below its content's intrinsic width (`minmax(0, 1fr)`, not the
 * implicit `auto` track), so a field and its show/hide button share a phone-wide dialog instead of
 * pushing past its edge.
 */
export const Form = styled.form`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(4)};
`;

export const Actions = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
`;

const Field = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(1)};
`;

const Label = styled.label`
  font-weight: 600;
`;

const InputRow = styled.div`
  display: flex;
  min-width: 0;
  gap: ${({ theme }) => theme.space(2)};
`;

/**
 * `width: 100%` with `min-width: 0`: the input takes the row's room and gives it up to its
 * neighbour, rather than asking for the 20 characters its `size` would (wider than a 320 px
 * dialog with a show/hide button beside it).
 */
export const Input = styled.input`
  flex: 1 1 0;
  width: 100%;
  min-width: 0;
  min-height: 2.75rem;
  padding: 0 ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  ${focusRing}

  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger};
  }
`;

const FieldError = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
  font-size: 0.875rem;
`;

export interface TextFieldProps extends Omit<ComponentPropsWithRef<'input'>, 'id'> {
  id: string;
  label: string;
  /** The field's error text, announced with the field (aria-describedby) and marked invalid. */
  error?: string | null | undefined;
  /** A control beside the input (the password's show/hide button). */
  addon?: ReactNode;
}

/** A labelled input; its error is tied to it with aria-describedby and aria-invalid. */
export function TextField({ id, label, error, addon, ...input }: TextFieldProps) {
  const errorId = `${id}-error`;
  return (
    <Field>
      <Label htmlFor={id}>{label}</Label>
      <InputRow>
        <Input
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          {...input}
        />
        {addon}
      </InputRow>
      {error ? <FieldError id={errorId}>{error}</FieldError> : null}
    </Field>
  );
}

const Alert = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.colors.danger};
  border-radius: ${({ theme }) => theme.radius.md};
  color: ${({ theme }) => theme.colors.danger};
`;

/**
 * The step's error (a §8 message key), as an alert. An unknown key (an INT code without a
 * message) shows "something went wrong" rather than the raw key.
 */
export function LoginErrorAlert({ errorKey, id }: { errorKey: string | null; id?: string }) {
  const t = useTranslations('login.errors');
  if (!errorKey) return null;
  const key = t.has(errorKey) ? errorKey : 'something-went-wrong';
  return (
    <Alert role="alert" id={id}>
      {t(key)}
    </Alert>
  );
}

/** A submit button that is disabled while loading and then says what it is doing. */
export function SubmitButton({
  loading,
  disabled,
  label,
  loadingLabel,
}: {
  loading: boolean;
  disabled?: boolean;
  label: string;
  loadingLabel: string;
}) {
  return (
    <Button type="submit" variant="primary" fullWidth disabled={loading || disabled}>
      {loading ? loadingLabel : label}
    </Button>
  );
}

export { Button };
