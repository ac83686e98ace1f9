// The home feature's public surface: other features and the shell import only from here.
export { homeKeys, homeQuery } from './api/home';
