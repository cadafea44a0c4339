/**
 * Each package ships one ICU message catalogue per locale code. A package lists them as lazy
 * imports (literal, so bundlers split them per locale) and gets back its locales and a loader;
 * a locale without a catalogue loads as empty, so English (merged underneath) shows instead.
 */
export type MessageCatalogue = Record<string, unknown>;
export type CatalogueImports = Record<string, () => Promise<{ default: MessageCatalogue }>>;

export function messageCatalogues(imports: CatalogueImports) {
  return {
    locales: Object.keys(imports),
    async load(locale: string): Promise<MessageCatalogue> {
      const load = Object.hasOwn(imports, locale) ? imports[locale] : undefined;
      return load ? (await load()).default : {};
    },
  };
}
