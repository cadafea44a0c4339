export interface PageCachePolicy {
  varyCookies: readonly string[];
  varyHeaders: readonly string[];
  bypassCookies: readonly string[];
  sharedSetCookies: readonly string[];
}

export declare const PAGE_CACHE_MARK_HEADER: 'x-clem-page-cache';
export declare const PAGE_CACHE_STATUS_HEADER: 'x-clem-cache';
export declare function formatPageCacheMark(policy: Partial<PageCachePolicy>): string;
export declare function parsePageCacheMark(value: unknown): PageCachePolicy | null;
