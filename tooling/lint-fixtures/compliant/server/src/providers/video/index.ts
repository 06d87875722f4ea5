// the port's public entry: modules import this, never the adapter's files
export { callVideoApi } from './http';
