export * from './enums.ts';
export * from './users.ts';
export * from './weddings.ts';
export * from './pricing.ts';
export * from './content.ts';
export * from './payments.ts';
export * from './operations.ts';
export * from './privacy.ts';
