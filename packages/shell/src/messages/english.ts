import header from '../header/messages/en.json';
import language from '../language/messages/en.json';
import layout from '../layout/messages/en.json';
import maintenance from '../maintenance/messages/en.json';
import menu from '../menu/messages/en.json';
import toasts from '../toasts/messages/en.json';
import frame from './en.json';

/** Every shell area's English catalogue merged, synchronously: for stories and component tests. */
export const shellMessagesEnglish: Record<string, unknown> = {
  ...frame,
  ...header,
  ...menu,
  ...layout,
  ...language,
  ...toasts,
  ...maintenance,
};
