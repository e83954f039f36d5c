export * from './trip-steps.js';
export * from './ratings.js';
export * from './trust-score.js';
