export * from './sportTree';
export * from './messageCatalogues';
export * from './money';
export * from './odds';
export * from './combinations';
export * from './keypad';
export * from './betTax';
