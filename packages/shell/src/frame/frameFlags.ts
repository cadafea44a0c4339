import { storageKey } from '@clem/core';

/**
 * The query flags that change how the frame is hosted (account-and-shell §2 "Query flags"):
 * `embedded=true` (inside a host page), `content-embedded=true` (content only: no header, menu or
 * footer) and `betslip-origin` naming a native app (dafa_native_app, msw-maya; only the origins
 * the brand accepts). A host opens the first page with them and the links inside the app drop
 * the query, so they are kept for the tab's session (sessionStorage, key `clem-frame`). A page
 * shown inside a frame counts as embedded even without the flag.
 *
 * The same rules run twice: as `frameFlagsScript` in <head> before paint (so a content-only page
 * never flashes the header) and as `readFrameFlags` in the client store. A test runs the script
 * against this function so the two cannot drift apart.
 */
export interface FrameFlags {
  embedded: boolean;
  contentOnly: boolean;
  /** The accepted native-app `betslip-origin`, or null. */
  nativeOrigin: string | null;
}

export const FRAME_FLAGS_KEY = storageKey('frame');

const none: FrameFlags = { embedded: false, contentOnly: false, nativeOrigin: null };

function parseStored(stored: string | null, nativeAppOrigins: readonly string[]): FrameFlags {
  if (!stored) return none;
  try {
    const value: unknown = JSON.parse(stored);
    if (typeof value !== 'object' || value === null) return none;
    const record = value as Record<string, unknown>;
    const origin = record['nativeOrigin'];
    return {
      embedded: record['embedded'] === true,
      contentOnly: record['contentOnly'] === true,
      nativeOrigin: typeof origin === 'string' && nativeAppOrigins.includes(origin) ? origin : null,
    };
  } catch {
    return none;
  }
}

export interface FrameFlagsInput {
  search: string;
  stored: string | null;
  framed: boolean;
  nativeAppOrigins: readonly string[];
}

/** The flags for this page and the value to keep for the tab (null: keep nothing). */
export function readFrameFlags(input: FrameFlagsInput): {
  flags: FrameFlags;
  store: string | null;
} {
  const query = new URLSearchParams(input.search);
  const kept = parseStored(input.stored, input.nativeAppOrigins);
  const origin = query.get('betslip-origin');
  const flags: FrameFlags = {
    embedded: kept.embedded || query.get('embedded') === 'true' || input.framed,
    contentOnly: kept.contentOnly || query.get('content-embedded') === 'true',
    nativeOrigin:
      origin !== null && input.nativeAppOrigins.includes(origin) ? origin : kept.nativeOrigin,
  };
  const anything = flags.embedded || flags.contentOnly || flags.nativeOrigin !== null;
  return { flags, store: anything ? JSON.stringify(flags) : null };
}

/**
 * The head script: reads the flags like `readFrameFlags`, keeps them for the tab and marks
 * <html data-embedded data-content-only data-native> before the body paints.
 */
export function frameFlagsScript(nativeAppOrigins: readonly string[]): string {
  const origins = JSON.stringify(nativeAppOrigins);
  const key = JSON.stringify(FRAME_FLAGS_KEY);
  return `(function(){try{var O=${origins},K=${key},q=new URLSearchParams(location.search),k={};try{var s=sessionStorage.getItem(K);if(s){var p=JSON.parse(s);if(p&&typeof p==='object')k=p}}catch(e){}var f=false;try{f=window.self!==window.top}catch(e){f=true}var o=q.get('betslip-origin'),ko=typeof k.nativeOrigin==='string'&&O.indexOf(k.nativeOrigin)>=0?k.nativeOrigin:null,r={embedded:k.embedded===true||q.get('embedded')==='true'||f,contentOnly:k.contentOnly===true||q.get('content-embedded')==='true',nativeOrigin:o!==null&&O.indexOf(o)>=0?o:ko};if(r.embedded||r.contentOnly||r.nativeOrigin!==null){try{sessionStorage.setItem(K,JSON.stringify(r))}catch(e){}}var d=document.documentElement;d.setAttribute('data-embedded',String(r.embedded));d.setAttribute('data-content-only',String(r.contentOnly));d.setAttribute('data-native',String(r.nativeOrigin!==null))}catch(e){}})();`;
}
