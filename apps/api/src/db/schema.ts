// The tables live by area under schema/; this module keeps the one import path the code uses.
export * from './schema/index.js';
