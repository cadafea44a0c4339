export * from './sportTree';
