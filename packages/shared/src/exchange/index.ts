export * from './place-codes.js';
export * from './places.js';
export * from './matching.js';
export * from './truck-offers.js';
export * from './suggestions.js';
export * from './rates-csv.js';
export * from './route-length.js';
