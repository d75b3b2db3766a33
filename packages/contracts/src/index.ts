export * from './limits.ts';
export * from './common.ts';
export * from './messages.ts';
export * from './auth.ts';
export * from './profile.ts';
export * from './notifications.ts';
export * from './ui.ts';
