/**
 * Test support for every package (`@clem/ui/testing`; tests only, never app code or stories):
 * one render inside the app's providers, one axe check, and the DOM stand-ins jsdom needs.
 */
export { axeTags, expectNoAxeViolations, fragmentRules } from './axe';
export { installDomStubs } from './domStubs';
export { renderWithProviders, TestProviders, type ProvidersOptions } from './renderWithProviders';
export { mockViewportWidth } from './viewport';
