import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  initialLoginFlowState,
  loginCallStarted,
  loginFailed,
  loginFlowEnded,
  loginFlowSlice,
  loginStepReached,
  selectLoginFlow,
  visibleLoginModal,
  type LoginStep,
} from './loginFlowSlice';

const steps: LoginStep[] = [
  'idle',
  'credentials',
  'oneTimeCode',
  'question',
  'terms',
  'riskGroup',
  'singleSession',
];

describe('visibleLoginModal (§4: one-time code, then question, then login)', () => {
  it('shows the code form over the login form', () => {
    expect(visibleLoginModal({ loginOpen: true, step: 'oneTimeCode' })).toBe('oneTimeCode');
  });

  it('shows the question form over the login form', () => {
    expect(visibleLoginModal({ loginOpen: true, step: 'question' })).toBe('question');
  });

  it('shows the login form only when the login modal is open and no later step is', () => {
    expect(visibleLoginModal({ loginOpen: true, step: 'idle' })).toBe('login');
    expect(visibleLoginModal({ loginOpen: true, step: 'credentials' })).toBe('login');
    expect(visibleLoginModal({ loginOpen: false, step: 'idle' })).toBeNull();
  });

  it('shows the terms, risk-group and single-session steps for their step', () => {
    expect(visibleLoginModal({ loginOpen: true, step: 'terms' })).toBe('terms');
    expect(visibleLoginModal({ loginOpen: true, step: 'riskGroup' })).toBe('riskGroup');
    expect(visibleLoginModal({ loginOpen: false, step: 'singleSession' })).toBe('singleSession');
  });

  it('never shows the login form together with a later step', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.constantFrom(...steps), (loginOpen, step) => {
        const modal = visibleLoginModal({ loginOpen, step });
        const later = step !== 'idle' && step !== 'credentials';
        return later ? modal === step : modal === (loginOpen ? 'login' : null);
      }),
    );
  });
});

describe('loginFlowSlice', () => {
  const reduce = loginFlowSlice.reducer;

  it('loading, error and step move together', () => {
    let state = reduce(undefined, loginCallStarted());
    expect(state).toMatchObject({ loading: true, errorKey: null });
    state = reduce(state, loginFailed('login-error-INT003'));
    expect(state).toMatchObject({ loading: false, errorKey: 'login-error-INT003' });
    state = reduce(
      state,
      loginStepReached({ step: 'question', question: 'Colour?', pendingUsername: 'p' }),
    );
    expect(state).toMatchObject({ step: 'question', question: 'Colour?', errorKey: null });
    expect(reduce(state, loginFlowEnded())).toEqual(initialLoginFlowState);
  });

  it('reads the initial state while the slice is not injected', () => {
    expect(selectLoginFlow({})).toEqual(initialLoginFlowState);
  });
});
