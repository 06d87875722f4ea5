// The demo block is reused by the landing pages: import it from here, not from its files.
export { DemoGenerator } from './components/demo-generator';
export { useDemoGenerator, type DemoState } from './hooks/use-demo-generator';
