export { SlipMessages, type SlipMessagesProps } from './SlipMessages';
