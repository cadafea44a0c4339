export * from './sportTree';
export * from './messageCatalogues';
