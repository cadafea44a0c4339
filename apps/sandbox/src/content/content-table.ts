import type { ColumnType } from 'kysely';
import type { JsonValue } from '../db/schema';

export const CONTENT_KINDS = [
  'tabs',
  'submenu',
  'page_layout',
  'advert_slot',
  'html_widget',
  'news_popup',
  'operator_html',
  'branding',
  'video_stream',
  'livestream_config',
  'esports_schedule',
] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];

/**
 * content_items (migration 0004-content): one CMS item per brand, kind and key. `value` is the
 * item as the platform answers it (jsonb: read as parsed JSON, written as JSON text).
 */
export interface ContentItemsTable {
  brand: string;
  kind: ContentKind;
  key: string;
  value: ColumnType<JsonValue, string, string>;
}
