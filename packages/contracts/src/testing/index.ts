export * from './policy-table';
