import type { SandboxDb } from '../db/schema';

/** A one-time code "sent" to a player: the sandbox has no SMS, so codes land here. */
export interface SentCode {
  brand: string;
  username: string;
  code: string;
  sentAt: string;
}

const KEEP = 50;
const outboxes = new WeakMap<SandboxDb, SentCode[]>();

/** The codes sent by the server over `db`, newest first (GET /__admin/one-time-codes). */
export function sentCodes(db: SandboxDb): readonly SentCode[] {
  return outboxes.get(db) ?? [];
}

export function recordSentCode(db: SandboxDb, code: Omit<SentCode, 'sentAt'>): void {
  const list = outboxes.get(db) ?? [];
  list.unshift({ ...code, sentAt: new Date().toISOString() });
  list.length = Math.min(list.length, KEEP);
  outboxes.set(db, list);
}
