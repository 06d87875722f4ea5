/** The demo's face: the landing page's free render and its status. */
export { getDemoStatus, requestDemoVideo } from './demo-videos';
