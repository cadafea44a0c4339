/**
 * @clem/account: login, one-time code, security question, session, wallet, settings.
 */
export { loginErrorKey, type LoginFailure } from './login/loginErrorKey';
export { registerSessionListeners, type SessionListenerDeps } from './session/sessionListeners';

// Login: the modals the app mounts once, the flow slice it injects, the
// thunks, the rules and the `login` message catalogues.
export { LoginModals, type LoginModalsProps } from './login/components/LoginModals';
export type { LoginBetReason } from './login/components/LoginDialog';
export {
  LoginDialog,
  type LoginDialogProps,
  type LoginCredentials,
} from './login/components/LoginDialog';
export {
  OneTimeCodeDialog,
  type OneTimeCodeDialogProps,
} from './login/components/OneTimeCodeDialog';
export {
  SecurityQuestionDialog,
  type SecurityQuestionDialogProps,
} from './login/components/SecurityQuestionDialog';
export { TermsOfUseDialog } from './login/components/TermsOfUseDialog';
export { RiskGroupDialog } from './login/components/RiskGroupDialog';
export { SingleSessionDialog } from './login/components/SingleSessionDialog';
export type { StepDialogProps } from './login/components/ConfirmStepDialog';
export {
  loginFlowSlice,
  initialLoginFlowState,
  selectLoginFlow,
  visibleLoginModal,
  loginFlowEnded,
  type LoginFlowState,
  type LoginStep,
  type LoginModal,
  type WithLoginFlow,
} from './login/loginFlowSlice';
export {
  submitLogin,
  submitOneTimeCode,
  requestOneTimeCode,
  submitSecurityAnswer,
  acceptTerms,
  acknowledgeRiskGroup,
  confirmSingleSession,
  cancelLogin,
  readSavedUsername,
  loginErrorKeyOf,
  type SubmitLoginArgs,
  type LoginStyle,
} from './login/loginFlow';
export { loginApi, type LoginCallError } from './login/loginApi';
export {
  validateOneTimeCode,
  validateSecurityAnswer,
  ONE_TIME_CODE_LENGTH,
  type OneTimeCodeError,
} from './login/oneTimeCode';
export {
  CODE_REQUEST_COOLDOWN_SECONDS,
  formatCountdown,
  readCooldownUntil,
} from './login/codeCooldown';
export { loginCatalogues } from './login/messages';

// Player, wallet, settings panel and account pages.
export {
  playerApi,
  withAuth,
  type AccountInfo,
  type AccountPrefsResponse,
  type UpdatePlayerDetailsArgs,
  type PatchAccountPrefsArgs,
} from './player/playerApi';
export { vipTierToShow, type VipTierInput } from './player/vipTier';
export { selectAccountId } from './player/accountId';
export { walletApi } from './wallet/walletApi';
export {
  walletFromThirdParty,
  formatMoney,
  formatMoneyWithCurrency,
  type ThirdPartyBalance,
  type MoneyFormat,
} from './wallet/walletRules';
export {
  registerWalletListeners,
  walletPollInterval,
  DEFAULT_WALLET_POLL_MS,
  MIN_WALLET_POLL_MS,
  type WalletListenerDeps,
} from './wallet/walletListeners';
export {
  settingsOptions,
  resolveLayout,
  LAYOUTS,
  SORT_ORDERS,
  type Layout,
  type SortOrder,
  type SettingsOptions,
  type SettingsOptionsInput,
} from './settings/settingsOptions';
export {
  defaultStakeInput,
  defaultStakeToMinor,
  defaultStakeToText,
  DEFAULT_STAKE_MAX_LENGTH,
} from './settings/defaultStake';
export {
  settingsFromAccountPrefs,
  accountPrefsFromSettings,
  type AppliedAccountPrefs,
} from './settings/accountPrefs';
export { registerSettingsListeners, type SettingsListenerDeps } from './settings/settingsListeners';
export {
  SettingsPanel,
  type SettingsPanelProps,
  type SettingsPanelValues,
} from './settings/SettingsPanel';
export { SettingsDialog, type SettingsDialogProps } from './settings/SettingsDialog';
export {
  ConnectedSettingsPanel,
  SETTINGS_SAVED_TOAST,
  type ConnectedSettingsPanelProps,
} from './settings/ConnectedSettingsPanel';
export { settingsCatalogues } from './settings/messages';
export {
  AccountNav,
  defaultAccountHrefs,
  ACCOUNT_SECTIONS,
  type AccountSection,
  type AccountSectionHrefs,
} from './pages/AccountLayout';
export { AccountPage, type AccountPageProps, type AccountPageLinks } from './pages/AccountPage';
export { AccountBetsPage, type AccountBetsPageProps } from './pages/AccountBetsPage';
export { AccountBalancesPage, type AccountBalancesPageProps } from './pages/AccountBalancesPage';
export {
  AccountTransactionsPage,
  type AccountTransactionsPageProps,
} from './pages/AccountTransactionsPage';
export { accountPagesApi, TRANSACTIONS_PAGE_SIZE } from './pages/accountPagesApi';
export { accountCatalogues } from './pages/messages';

// Live chat: the Avaya token slice, the chat URL rule and the token listener.
export {
  liveChatSlice,
  liveChatTokenReceived,
  liveChatTokenFailed,
  selectLiveChatToken,
  initialLiveChatState,
  LIVE_CHAT_TOKEN_FAILED,
  type LiveChatState,
  type WithLiveChat,
} from './chat/liveChatSlice';
export {
  liveChatHref,
  liveChatTarget,
  safeHttpUrl,
  isUsableLiveChatToken,
  selectLiveChatHref,
  selectIsPartnerMatrixAffiliate,
  selectLiveChatPlayerId,
  MISSING_AVAYA_CHAT_CONFIGURATION,
  type LiveChatSettings,
  type LiveChatTarget,
  type LiveChatHrefInput,
} from './chat/liveChatRules';
export { registerLiveChatListeners } from './chat/liveChatListeners';
export { LIVE_CHAT_TOKEN_PATH } from './chat/liveChatApi';
