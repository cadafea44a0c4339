/**
 * Every failure of a platform call becomes one of these, so screens deal with a handful of
 * typed cases and a translated message key rather than raw axios or zod errors.
 *
 * Message keys follow the spec's HTTP catalogue: 400 "check your internet connection",
 * 404 "connectivity issues", 500 "experiencing difficulties", anything else "something went
 * wrong". A body that fails validation is `malformed`; the platform being unreachable is
 * `network` (we show the 404-style connectivity message for it).
 *
 * This module is apart from the normaliser (`errors.ts`, which reads axios errors), so code that
 * only checks a failure's kind (the live connection, on every In-Play page) ships without axios.
 */
export type PlatformErrorKind =
  'http' | 'network' | 'malformed' | 'cancelled' | 'maintenance' | 'blocked';

export type PlatformErrorMessageKey =
  'error-400' | 'error-404' | 'error-500' | 'error-malformed-response' | 'something-went-wrong';

export class PlatformError extends Error {
  readonly kind: PlatformErrorKind;
  readonly status: number | undefined;
  readonly messageKey: PlatformErrorMessageKey;
  readonly url: string | undefined;
  /** An HTTP error's JSON body, when it had one (a refusal's `reasonJson`, `errors`…); unvalidated. */
  readonly body: unknown;

  constructor(options: {
    kind: PlatformErrorKind;
    message: string;
    messageKey: PlatformErrorMessageKey;
    status?: number | undefined;
    url?: string | undefined;
    body?: unknown;
    cause?: unknown;
  }) {
    super(options.message, { cause: options.cause });
    this.name = 'PlatformError';
    this.kind = options.kind;
    this.status = options.status;
    this.messageKey = options.messageKey;
    this.url = options.url;
    this.body = options.body;
  }

  /** A plain, serialisable form for Redux state and for passing from server to client. */
  toJSON(): SerialisedPlatformError {
    return {
      kind: this.kind,
      status: this.status,
      messageKey: this.messageKey,
      message: this.message,
      ...(this.body === undefined ? {} : { body: this.body }),
    };
  }
}

export interface SerialisedPlatformError {
  kind: PlatformErrorKind;
  status: number | undefined;
  messageKey: PlatformErrorMessageKey;
  message: string;
  /** See `PlatformError.body`: the caller validates it before use. */
  body?: unknown;
}
