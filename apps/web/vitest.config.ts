import { webProject } from './vitest.projects.ts';

// The web app's tests that share their worker's modules; see vitest.projects.ts.
export default webProject('shared');
