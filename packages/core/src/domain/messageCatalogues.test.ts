import { messageCatalogues } from './messageCatalogues';

describe('messageCatalogues', () => {
  const catalogues = messageCatalogues({
    en: async () => ({ default: { title: 'Sports' } }),
    es: async () => ({ default: { title: 'Deportes' } }),
  });

  it('lists the locales and loads each catalogue', async () => {
    expect(catalogues.locales).toEqual(['en', 'es']);
    expect(await catalogues.load('es')).toEqual({ title: 'Deportes' });
  });

  it('gives an empty catalogue for an unknown locale, even an Object property name', async () => {
    expect(await catalogues.load('xx')).toEqual({});
    expect(await catalogues.load('constructor')).toEqual({});
  });
});
