/*
 * The keys code raises toasts by, apart from the catalogue (`catalogue.ts`: each key's words,
 * type and duration), which only the toaster needs: a page that may raise a toast does not load
 * the catalogue until one shows.
 */

/** The entry shown for a key the catalogue does not know ('Notification does not exist'). */
export const UNKNOWN_TOAST_KEY = 'notification-does-not-exist';
/** The betslip call answered 500: 'Betslip: Something went wrong' with the request reference. */
export const BETSLIP_FAILURE_TOAST_KEY = 'betslip-something-went-wrong';
