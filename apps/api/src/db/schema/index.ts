// The database schema by area. Every table is exported here: the API imports its tables from
// this module (through ../schema.ts), and drizzle-kit reads it to generate the migrations.
export * from './companies.js';
export * from './users.js';
export * from './company-registration.js';
export * from './files.js';
export * from './mail.js';
export * from './notifications.js';
export * from './audit.js';
export * from './fleet.js';
export * from './orders.js';
export * from './order-cases.js';
export * from './documents.js';
export * from './trip.js';
export * from './chat.js';
export * from './analytics.js';
export * from './homepage.js';
export * from './file-blobs.js';
export * from './limits.js';
export * from './idempotency.js';
export * from './exchange.js';
