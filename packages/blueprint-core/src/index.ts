export * from './units';
export * from './point';
export * from './scale';
export * from './shape-style';
export * from './polygon';
export * from './measure';
export * from './editor-rules';
export * from './export-rows';
