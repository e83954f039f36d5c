export * from './trip-steps.js';
export * from './ratings.js';
