import type { Meta, StoryObj } from '@storybook/react-vite';
import { LanguageList, type LanguageOption } from './LanguageList';

const languages: LanguageOption[] = [
  { locale: 'en', title: 'English', htmlLang: 'en', href: '#en' },
  { locale: 'es', title: 'Español', htmlLang: 'es', href: '#es' },
  { locale: 'pt', title: 'Português', htmlLang: 'pt-BR', href: '#pt' },
  { locale: 'de', title: 'Deutsch', htmlLang: 'de', href: '#de' },
  { locale: 'sc', title: '简体中文', htmlLang: 'zh-Hans', href: '#sc' },
  { locale: 'vn', title: 'Tiếng Việt', htmlLang: 'vi', href: '#vn' },
  { locale: 'th', title: 'ไทย', htmlLang: 'th', href: '#th' },
  { locale: 'id', title: 'Bahasa Indonesia', htmlLang: 'id', href: '#id' },
  { locale: 'kr', title: '한국어', htmlLang: 'ko', href: '#kr' },
  { locale: 'jp', title: '日本語', htmlLang: 'ja', href: '#jp' },
  { locale: 'sw', title: 'Kiswahili', htmlLang: 'sw', href: '#sw' },
];

const meta = {
  title: 'UI/LanguageList',
  component: LanguageList,
  args: { options: languages.slice(0, 3), current: 'en' },
} satisfies Meta<typeof LanguageList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ThreeLanguages: Story = {};

/** More than seven languages: the list uses two columns. */
export const ManyLanguages: Story = { args: { options: languages, current: 'sc' } };
