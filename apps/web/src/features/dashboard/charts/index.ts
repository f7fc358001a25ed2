/** The dashboard's charts: one chunk with MUI X Charts, loaded once the dashboard's data has come. */
export { JobsByStatusChart } from './JobsByStatusChart';
export { JobsByTypeChart } from './JobsByTypeChart';
