export { PayLinksPanel } from './PayLinksPanel';
