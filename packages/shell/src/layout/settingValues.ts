/**
 * Tolerant readers for raw platform settings (h6 settings brief): booleans may arrive as
 * `true`/`"true"`/`"1"`/`1`, lists and objects as JSON text. A missing or unusable value gives the
 * caller's default. Internal to the layout area.
 */

export type RawSettings = Readonly<Record<string, unknown>> | null | undefined;

export function readBool(value: unknown, fallback: boolean): boolean {
  if (typeof value === 'boolean') return value;
  if (value === 1 || value === '1') return true;
  if (value === 0 || value === '0') return false;
  if (typeof value === 'string') {
    const text = value.trim().toLowerCase();
    if (text === 'true') return true;
    if (text === 'false') return false;
  }
  return fallback;
}

/** A value that may be JSON text: parsed when it is a string that parses, else as is. */
export function fromJsonText(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const text = value.trim();
  if (!text.startsWith('[') && !text.startsWith('{') && !text.startsWith('"')) return value;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return value;
  }
}

/** A list of strings: an array, JSON text of one, or comma-separated text; else undefined. */
export function readStringList(value: unknown): string[] | undefined {
  const parsed = fromJsonText(value);
  if (Array.isArray(parsed)) {
    return parsed.filter((item): item is string => typeof item === 'string').map((s) => s.trim());
  }
  if (typeof parsed === 'string' && parsed.trim() !== '') {
    return parsed
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean);
  }
  return undefined;
}

export function readString(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}
