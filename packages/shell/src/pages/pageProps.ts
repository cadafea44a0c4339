export interface LocalePageProps {
  params: Promise<{ locale: string }>;
}
