export * from './constants';
export * from './messages';
export * from './validation';
export * from './format';
export * from './input';
export * from './voice';
