export * from './fleet-enums.js';
export * from './eligibility.js';
