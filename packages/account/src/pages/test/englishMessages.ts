import settingsEnglish from '../../settings/messages/en.json';
import accountEnglish from '../messages/en.json';

/** The English messages of the account pages and the settings panel (tests and stories). */
export const englishMessages = { ...accountEnglish, ...settingsEnglish };
