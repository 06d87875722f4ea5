export * from './system';
export * from './accounts';
export * from './throttle';
export * from './mail';
export * from './video';
export * from './marketing';
export * from './funnel';
export * from './studio';
