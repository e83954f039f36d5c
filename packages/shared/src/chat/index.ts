export * from './chat-rules.js';
