export * from './date-presets';
export * from './definition';
export * from './query';
export * from './views';
export * from './catalogue';
