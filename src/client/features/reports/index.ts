// The reports feature's public surface: other features and the shell import only from here.
export { refreshReports, reportKeys } from './api/reports';
