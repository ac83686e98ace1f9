// Every constant named by the specification or DESIGN.md, named by its meaning. Each kind has its
// one file in constants/ (the app, sessions, limits, vocabularies, rules, texts, timing, device
// storage); this module gathers them, and the app imports them from here.

export * from './constants/app';
export * from './constants/limits';
export * from './constants/rules';
export * from './constants/sessions';
export * from './constants/storage';
export * from './constants/texts';
export * from './constants/timing';
export * from './constants/vocabularies';
